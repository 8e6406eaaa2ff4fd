import type { ParsedIntent } from './api.ts';
export type IntentCase = {
  text: string;
  expected: Partial<Omit<ParsedIntent, 'text' | 'domain_confidence'>> & Pick<ParsedIntent, 'domain'>;
};
