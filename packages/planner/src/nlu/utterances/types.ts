/**
 * Labelled training utterances for the NLU classifier (decision 034): what people write when they ask for a plan
 * in one life area, per language. Written by hand for this project; never copies of the evaluation sets.
 */
export type DomainUtterances = Readonly<Record<'en' | 'ar' | 'es' | 'de', readonly string[]>>;
