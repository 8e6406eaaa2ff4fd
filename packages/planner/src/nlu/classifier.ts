import { StemmerAr, StopwordsAr, TokenizerAr } from '@nlpjs/lang-ar';
import { StemmerDe, StopwordsDe, TokenizerDe } from '@nlpjs/lang-de';
import { StemmerEn, StopwordsEn, TokenizerEn } from '@nlpjs/lang-en';
import { StemmerEs, StopwordsEs, TokenizerEs } from '@nlpjs/lang-es';
import { NeuralNetwork, type NeuralJson } from '@nlpjs/neural';
import type { TPlanDomain, TPlanLanguage } from '@ito/contracts/agent/plan';
import { DOMAIN_EVIDENCE } from '../domain-keywords.ts';
import { DOMAIN_UTTERANCES } from './utterances/registry.ts';
import { OTHER_UTTERANCES } from './utterances/other.ts';

/**
 * The request classifier (decision 034): NLP.js's neural classifier (one layer of perceptrons, one per label, weights
 * starting at zero, so training is deterministic), one network per language, over the words as that language's
 * NLP.js stemmer reads them. Trained from the project's own labelled utterances (`utterances/`) at first use, in
 * about a second; the same utterances always give the same model and the same answers.
 */
export type NluLabel = TPlanDomain | keyof typeof OTHER_UTTERANCES;
export type Classification = { label: NluLabel; score: number };

type Pipeline = {
  tokenizer: { tokenize(text: string, normalize?: boolean): string[] };
  stopwords: { isStopword(word: string): boolean };
  stemmer: { stemWords(words: string[]): string[] };
};
/**
 * NLP.js ships German and Arabic stop-word classes with empty lists: these are the common function words (as their
 * tokenizers write them: no umlauts, no hamza on alef), so "auf", "die", "في" do not count as evidence.
 */
const DE_STOPWORDS =
  'der die das den dem des ein eine einen einem einer eines und oder aber auf in im ins an am zu zum zur mit von vom fur bei nach vor uber unter aus um bis durch ohne gegen ist sind bin bist war sein werden wird es er sie wir ihr du man sich mich dich uns so wie was wer wo wann auch noch schon nur sehr nicht kein keine mehr dass als ob wenn weil da dann hier jetzt mal'.split(
    ' ',
  );
const AR_STOPWORDS =
  'في من إلى الى على عن مع هذا هذه ذلك تلك التي الذي هو هي هم أو او و ثم لكن لا ما لم لن كل بعض كان يكون قد عند بين حتى أي اي فيه فيها به بها له لها'.split(
    ' ',
  );

const PIPELINES: Record<TPlanLanguage, Pipeline> = {
  en: { tokenizer: new TokenizerEn(), stopwords: new StopwordsEn(), stemmer: new StemmerEn() },
  ar: { tokenizer: new TokenizerAr(), stopwords: new StopwordsAr(undefined, AR_STOPWORDS), stemmer: new StemmerAr() },
  es: { tokenizer: new TokenizerEs(), stopwords: new StopwordsEs(), stemmer: new StemmerEs() },
  de: { tokenizer: new TokenizerDe(), stopwords: new StopwordsDe(undefined, DE_STOPWORDS), stemmer: new StemmerDe() },
};

/** NLP.js's own settings for its NLU (nlu.js): unknown words push towards "None", growing 1.2x per word. */
const NONE = 'None';
const NONE_DELTA_MULTIPLIER = 1.2;

export type TrainingItem = { text: string; label: NluLabel };

/** Every labelled utterance of one language, in a fixed order (registry order, then label order). */
export function trainingItems(language: TPlanLanguage): TrainingItem[] {
  const domains = Object.entries(DOMAIN_UTTERANCES).flatMap(([label, set]) =>
    (set?.[language] ?? []).map((text) => ({ text, label: label as NluLabel })),
  );
  const others = Object.entries(OTHER_UTTERANCES).flatMap(([label, set]) =>
    set[language].map((text) => ({ text, label: label as NluLabel })),
  );
  return [...domains, ...others, ...(language === 'en' ? evidenceItems() : [])];
}

/**
 * The keyword evidence (domain-keywords.ts) of every labelled domain, as short English documents: "half marathon"
 * is running, "glucose" is diabetes. The utterances teach phrasing; these teach the vocabulary.
 */
function evidenceItems(): TrainingItem[] {
  return Object.keys(DOMAIN_UTTERANCES).flatMap((domain) =>
    Object.entries(DOMAIN_EVIDENCE[domain as TPlanDomain].phrases).flatMap(([weight, list]) =>
      Number(weight) >= 2 ? list.split(',').map((phrase) => ({ text: phrase.trim(), label: domain as NluLabel })) : [],
    ),
  );
}

/**
 * The words that frame any request ("I want to", "quiero", "ich möchte", "أريد أن"), after the tokenizer's
 * normalising (no accents). They say nothing about the area, and a label with few other words (vague) would learn
 * them as its own.
 */
const FRAME_WORDS: Record<TPlanLanguage, string> = {
  en: 'i want wanna would like to need help me my please pls get',
  es: 'quiero quisiera gustaría necesito ayuda ayúdame me mi mis yo por favor',
  de: 'ich möchte will würde gern gerne brauche hilfe hilf mir mein meine meinen',
  ar: 'أريد أود أحتاج ساعدني أن أنا',
};
// Read through each language's own tokenizer, so they compare with what it makes of a text (accents, hamza forms).
const frameOf = (language: TPlanLanguage) =>
  new Set(PIPELINES[language].tokenizer.tokenize(FRAME_WORDS[language], true));
const FRAMES: Record<TPlanLanguage, ReadonlySet<string>> = {
  en: frameOf('en'),
  ar: frameOf('ar'),
  es: frameOf('es'),
  de: frameOf('de'),
};

export function features(text: string, language: TPlanLanguage): Record<string, number> {
  // The language's NLP.js tokenizer (with its normalizer: case and accents), its stop words and the request's frame
  // out, then its stemmer.
  const { tokenizer, stopwords, stemmer } = PIPELINES[language];
  const frame = FRAMES[language];
  // Numbers say how much, not what about ("10" is in kilos, minutes and pages alike): they are not evidence.
  const words = tokenizer.tokenize(text, true).filter((word) => word.length > 0 && !/^[\d.,:/]+$/.test(word));
  const content = words.filter((word) => !stopwords.isStopword(word) && !frame.has(word));
  const stems = stemmer.stemWords(content.length > 0 ? content : words).filter((stem) => stem.length > 0);
  const result: Record<string, number> = Object.fromEntries(stems.map((stem) => [stem, 1]));
  for (const stem of stems) {
    for (const gram of charGrams(stem)) result[gram] = GRAM_WEIGHT;
  }
  return result;
}

/**
 * Character 4-grams of a stem, at half a word's weight: a word never seen whole still shares pieces with words seen
 * in training ("blutzuckerwerte" with "blutzucker", "zucker"; "runing" with "run"). Held out, they raised German
 * by about 10 points and cost nothing elsewhere (decision 034, "Classifier data"); 3-grams were too common to tell
 * areas apart, 5-grams too rare to match. Marked with `#` so they never collide with a word, and left out of the
 * unknown-word count: a new word is one unknown, not five.
 */
const GRAM = 4;
const GRAM_WEIGHT = 0.5;
const isGram = (key: string) => key.startsWith('#');
function charGrams(stem: string): string[] {
  const padded = `_${stem}_`;
  if (padded.length <= GRAM + 1) return [];
  const grams: string[] = [];
  for (let i = 0; i + GRAM <= padded.length; i++) grams.push(`#${padded.slice(i, i + GRAM)}`);
  return grams;
}

/**
 * Multinomial naive Bayes over the same features (Laplace smoothing, no label prior: the labels' utterance counts say
 * how much was written, not how often people ask). Alone it is weaker than the network; averaged with it, held out, it
 * added 2-4 points in every language (decision 034, "Classifier data"): the network leans hard on one word it saw
 * once ("google" -> strength), Bayes weighs every known word a little.
 */
class NaiveBayes {
  private readonly counts = new Map<NluLabel, Map<string, number>>();
  private readonly totals = new Map<NluLabel, number>();

  add(label: NluLabel, input: Readonly<Record<string, number>>): void {
    const counts = this.counts.get(label) ?? new Map<string, number>();
    this.counts.set(label, counts);
    let total = this.totals.get(label) ?? 0;
    for (const [key, value] of Object.entries(input)) {
      counts.set(key, (counts.get(key) ?? 0) + value);
      total += value;
    }
    this.totals.set(label, total);
  }

  toJSON(): BayesSnapshot {
    return [...this.counts].map(([label, counts]) => ({
      label,
      total: this.totals.get(label) ?? 0,
      counts: [...counts],
    }));
  }

  load(snapshot: BayesSnapshot): void {
    for (const { label, total, counts } of snapshot) {
      this.counts.set(label, new Map(counts));
      this.totals.set(label, total);
    }
  }

  /** Each label's posterior (summing to 1) for the known features of `input`, over a vocabulary of `vocabulary`. */
  posteriors(input: Readonly<Record<string, number>>, vocabulary: number): Map<NluLabel, number> {
    const logs = [...this.counts].map(([label, counts]) => {
      const denominator = (this.totals.get(label) ?? 0) + BAYES_SMOOTHING * vocabulary;
      let log = 0;
      for (const [key, value] of Object.entries(input)) {
        log += value * Math.log(((counts.get(key) ?? 0) + BAYES_SMOOTHING) / denominator);
      }
      return [label, log] as const;
    });
    const best = Math.max(...logs.map(([, log]) => log));
    const exps = logs.map(([label, log]) => [label, Math.exp(log - best)] as const);
    const sum = exps.reduce((acc, [, value]) => acc + value, 0);
    return new Map(exps.map(([label, value]) => [label, value / sum]));
  }
}
type BayesSnapshot = { label: NluLabel; total: number; counts: [string, number][] }[];
const BAYES_SMOOTHING = 1;
/** Bayes's share of a label's score; the network has the rest. */
const BAYES_WEIGHT = 0.5;

/** A trained classifier as plain JSON (NLP.js's network as it writes itself, the Bayes counts, the vocabulary). */
export type ClassifierSnapshot = {
  network: NeuralJson;
  bayes: BayesSnapshot;
  known: string[];
  labels: NluLabel[];
};

/**
 * Where trained classifiers are kept between processes (model-cache.ts writes them to disk): training the safety
 * classifier of four languages takes half a minute, and every server start and every test process would pay it. The
 * key's `material` is everything the training read (decision 058): another corpus or other features, another entry.
 */
export type ModelCache = {
  read(name: string, material: string): ClassifierSnapshot | null;
  write(name: string, material: string, snapshot: ClassifierSnapshot): void;
};
let modelCache: ModelCache | null = null;

/** Keeps trained classifiers in `cache` from now on (a process without one trains on first use, as before). */
export function useModelCache(cache: ModelCache | null): void {
  modelCache = cache;
}

/** Bumped when training changes in a way the corpus and its features do not show (the network's settings). */
const TRAINING_VERSION = 1;

/**
 * The classifier trained on `items`, from the cache when it holds this exact training, else trained now (and kept).
 * The material is the corpus and the features of its first items, so a change to the stemmer or the n-grams misses
 * the cache too.
 */
export function trainedClassifier(name: string, language: TPlanLanguage, items: readonly TrainingItem[]): Classifier {
  if (!modelCache) return new Classifier(language, items);
  const material = JSON.stringify({
    version: TRAINING_VERSION,
    language,
    items,
    features: items.slice(0, 50).map((item) => features(item.text, language)),
  });
  const cached = modelCache.read(name, material);
  if (cached) return Classifier.restore(language, cached);
  const classifier = new Classifier(language, items);
  modelCache.write(name, material, classifier.snapshot());
  return classifier;
}

export class Classifier {
  private readonly network = new NeuralNetwork({ log: false });
  private readonly bayes = new NaiveBayes();
  private readonly known = new Set<string>();
  private readonly labels = new Set<NluLabel>();
  private readonly language: TPlanLanguage;

  constructor(language: TPlanLanguage, items: readonly TrainingItem[]) {
    this.language = language;
    const corpus = items.map((item) => {
      const input = features(item.text, language);
      for (const key of Object.keys(input)) this.known.add(key);
      this.labels.add(item.label);
      this.bayes.add(item.label, input);
      return { input, output: { [item.label]: 1 } };
    });
    if (corpus.length === 0) return;
    corpus.push({ input: { nonefeature: 1 }, output: { [NONE]: 1 } });
    this.network.train(corpus);
  }

  /** The trained model as plain data: `Classifier.restore` gives the same answers without training again. */
  snapshot(): ClassifierSnapshot {
    return {
      network: this.network.toJSON(),
      bayes: this.bayes.toJSON(),
      known: [...this.known],
      labels: [...this.labels],
    };
  }

  static restore(language: TPlanLanguage, snapshot: ClassifierSnapshot): Classifier {
    const classifier = new Classifier(language, []);
    classifier.network.fromJSON(snapshot.network);
    classifier.bayes.load(snapshot.bayes);
    for (const key of snapshot.known) classifier.known.add(key);
    for (const label of snapshot.labels) classifier.labels.add(label);
    return classifier;
  }

  /** Labels by score (0..1, summing to 1 with "None" left out), best first; ties in label order. */
  classify(text: string): Classification[] {
    if (this.labels.size === 0) return [];
    const input: Record<string, number> = {};
    let unknown = 0;
    for (const [key, value] of Object.entries(features(text, this.language))) {
      if (this.known.has(key)) input[key] = value;
      else if (!isGram(key)) unknown += 1;
    }
    // NLP.js's "None" feature: each unknown word adds a little more weight to "nothing I know".
    let delta = this.labels.size / Math.max(1, this.known.size);
    let noneValue = 0;
    for (let i = 0; i < unknown; i++) {
      noneValue += delta;
      delta *= NONE_DELTA_MULTIPLIER;
    }
    // Not one word it knows: nothing to say (NLP.js answers "None"), rather than the labels' biases or a guess from
    // pieces ("shape" shares "ape_" with "vape"). German alone reads pieces of an unknown word, for its compounds
    // ("blutzuckerwerte"); held out, that rule cost English and Spanish nothing and German 2 points without it.
    const evidence = Object.keys(input).filter((key) => this.language === 'de' || !isGram(key));
    if (evidence.length === 0) return [];
    const bayes = this.bayes.posteriors(input, this.known.size);
    if (noneValue > 0) input.nonefeature = noneValue;
    const outputs = this.network.run(input) ?? {};
    // NLP.js normalises the squared outputs; "None" keeps its share, so an unknown text scores low everywhere. Bayes
    // shares out the same part of the whole (what "None" left), so the scores still sum to 1 with "None".
    let total = 0;
    for (const value of Object.values(outputs)) total += value ** 2;
    if (total === 0) return [];
    const share = 1 - (outputs[NONE] ?? 0) ** 2 / total;
    const mixed = [...this.labels].map((label) => {
      const network = (outputs[label] ?? 0) ** 2 / total;
      return { label, score: (1 - BAYES_WEIGHT) * network + BAYES_WEIGHT * share * (bayes.get(label) ?? 0) };
    });
    // The average is flatter than the network alone, and understand.ts's thresholds (0.5 to answer) were set on the
    // network's peaked scores: squared again (as NLP.js does) and scaled back to the same total, the order is the
    // average's and the peaks are the network's kind ("stocks to buy" stays out of scope beside the finance keywords).
    const sum = mixed.reduce((acc, c) => acc + c.score, 0);
    const squares = mixed.reduce((acc, c) => acc + c.score ** 2, 0);
    if (squares === 0) return [];
    return mixed
      .map(({ label, score }) => ({ label, score: Math.round((score ** 2 / squares) * sum * 1000) / 1000 }))
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score);
  }
}

const classifiers = new Map<TPlanLanguage, Classifier>();

/** The trained classifier of one language (trained once per process, on first use). */
export function classifierFor(language: TPlanLanguage): Classifier {
  let classifier = classifiers.get(language);
  if (!classifier) {
    classifier = trainedClassifier('area', language, trainingItems(language));
    classifiers.set(language, classifier);
  }
  return classifier;
}

/** Classifies a text in its language; the result lists labels by score, best first. */
export function classify(text: string, language: TPlanLanguage): Classification[] {
  return classifierFor(language).classify(text);
}
