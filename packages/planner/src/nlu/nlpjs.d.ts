/** The parts of NLP.js (CommonJS, no bundled types) the NLU uses (decision 034). */
declare module '@nlpjs/language' {
  export type LanguageGuess = { alpha3: string; alpha2: string; language: string; score: number };
  export class Language {
    guess(utterance: string, allowList?: string[] | null, limit?: number): LanguageGuess[];
  }
}

declare module '@nlpjs/neural' {
  export type NeuralJson = {
    settings: Record<string, unknown>;
    features?: string[];
    intents?: string[];
    perceptrons?: number[][];
  };
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(corpus: Array<{ input: Record<string, number>; output: Record<string, number> }>): {
      error: number;
      iterations: number;
    };
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): NeuralJson;
    fromJSON(json: NeuralJson): void;
  }
}

declare module '@nlpjs/lang-en' {
  export class StemmerEn {
    stemWords(words: string[]): string[];
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
  export class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
}
declare module '@nlpjs/lang-es' {
  export class StemmerEs {
    stemWords(words: string[]): string[];
  }
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
  export class TokenizerEs {
    tokenize(text: string, normalize?: boolean): string[];
  }
}
declare module '@nlpjs/lang-de' {
  export class StemmerDe {
    stemWords(words: string[]): string[];
  }
  export class StopwordsDe {
    constructor(container?: unknown, words?: string[]);
    isStopword(word: string): boolean;
  }
  export class TokenizerDe {
    tokenize(text: string, normalize?: boolean): string[];
  }
}
declare module '@nlpjs/lang-ar' {
  export class StemmerAr {
    stemWords(words: string[]): string[];
  }
  export class StopwordsAr {
    constructor(container?: unknown, words?: string[]);
    isStopword(word: string): boolean;
  }
  export class TokenizerAr {
    tokenize(text: string, normalize?: boolean): string[];
  }
}
