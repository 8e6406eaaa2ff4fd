/**
 * Retrieval: ranks the catalogue items the server found for an intent. A small BM25 over title, tags, category and
 * summary (fields weighted) scores the words of the goal, the target ("10K") and the domain; a matching level and a
 * duration close to the plan's horizon add to it, and rating and popularity break ties. Items over the person's
 * budget, and items sharing no word with the intent, are left out. Each pick says why.
 */
import type { TIntent, TPlanLanguage } from '@ito/contracts/agent/plan';
import { planTextLanguages } from '@ito/contracts/agent/plan-texts';
import type { Candidate, RankedRecommendation } from './api.ts';
import { arabicWeeks, listOf } from './compose-text.ts';
import { domainTemplate, formatNumber } from './domains.ts';

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { title: 3, tags: 2, category: 2, summary: 1 } as const;
const STOPWORDS = new Set(
  'a an and are as at be by can do for from get go how i in into is it me my of on or our so the to up want week weeks with would you your times time day days month months'.split(
    ' ',
  ),
);

type QueryTerm = { stem: string; label: string; weight: number };

export function rankCandidates(intent: TIntent, candidates: readonly Candidate[], limit = 3): RankedRecommendation[] {
  const terms = queryTerms(intent);
  const eligible = candidates.filter((c) => intent.budget_minor === null || c.price_minor <= intent.budget_minor);
  const docs = eligible.map((candidate) => ({ candidate, terms: documentTerms(candidate) }));
  const averageLength = docs.reduce((sum, d) => sum + d.terms.length, 0) / Math.max(1, docs.length) || 1;
  const maxPopularity = Math.max(1, ...eligible.map((c) => c.popularity));

  const scored = docs.map(({ candidate, terms: docTerms }) => {
    const counts = new Map<string, number>();
    for (const { stem, weight } of docTerms) counts.set(stem, (counts.get(stem) ?? 0) + weight);
    const norm = K1 * (1 - B + (B * docTerms.length) / averageLength);
    let text = 0;
    const matched: string[] = [];
    for (const term of terms) {
      const tf = counts.get(term.stem) ?? 0;
      if (tf === 0) continue;
      const df = docs.filter((d) => d.terms.some((t) => t.stem === term.stem)).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      text += term.weight * idf * ((tf * (K1 + 1)) / (tf + norm));
      matched.push(term.label);
    }
    const levelMatch = candidate.level !== null && candidate.level.toLowerCase() === intent.level;
    const levelOpen = candidate.level === null || /^all/i.test(candidate.level);
    const durationFit = durationCloseness(candidate.duration_weeks, intent.horizon_weeks);
    const score =
      text +
      (levelMatch ? 0.5 : levelOpen ? 0.2 : 0) +
      0.5 * durationFit +
      0.1 * (Math.max(0, Math.min(5, candidate.rating)) / 5) +
      0.1 * (Math.log1p(Math.max(0, candidate.popularity)) / Math.log1p(maxPopularity));
    return { candidate, text, score, matched, levelMatch };
  });

  return scored
    .filter((s) => s.text > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.rating - a.candidate.rating ||
        b.candidate.popularity - a.candidate.popularity ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .slice(0, Math.max(0, limit))
    .map(({ candidate, matched, levelMatch }) => {
      const language = intent.language ?? 'en';
      const why_in = Object.fromEntries(
        planTextLanguages(language).map((l) => [l, explain(intent, candidate, matched, levelMatch, l)]),
      );
      return {
        kind: candidate.kind,
        id: candidate.id,
        title: candidate.title.slice(0, 200) || candidate.id,
        why: why_in[language] ?? explain(intent, candidate, matched, levelMatch, language),
        why_in,
      };
    });
}

/** 1 when the durations match, falling to 0 as they differ by as much as the longer one. */
function durationCloseness(weeks: number | null, horizon: number): number {
  if (weeks === null || weeks <= 0) return 0;
  return Math.max(0, 1 - Math.abs(weeks - horizon) / Math.max(weeks, horizon));
}

/** Why a pick fits, in the plan's language: the words it matched, its length, level, price and rating. */
type Reasons = {
  words: string[];
  weeks: number | null;
  likePlan: boolean;
  level: string | null;
  free: boolean;
  withinBudget: boolean;
  rating: number | null;
};

const EXPLAIN: Record<TPlanLanguage, (r: Reasons) => string[]> = {
  en: (r) => [
    `Matches ${listOf(r.words, 'en')}`,
    ...(r.weeks !== null
      ? [`${r.weeks} ${r.weeks === 1 ? 'week' : 'weeks'}${r.likePlan ? ' like your plan' : ''}`]
      : []),
    ...(r.level ? [`for ${r.level} level`] : []),
    ...(r.free ? ['free'] : r.withinBudget ? ['within your budget'] : []),
    ...(r.rating !== null ? [`rated ${r.rating.toFixed(1)}`] : []),
  ],
  ar: (r) => [
    `يطابق ${listOf(r.words, 'ar')}`,
    ...(r.weeks !== null ? [`المدة ${arabicWeeks(r.weeks)}${r.likePlan ? '، مثل خطتك' : ''}`] : []),
    ...(r.level ? [`للمستوى ${AR_LEVELS[r.level] ?? r.level}`] : []),
    ...(r.free ? ['مجاني'] : r.withinBudget ? ['ضمن ميزانيتك'] : []),
    ...(r.rating !== null ? [`التقييم ${r.rating.toFixed(1)}`] : []),
  ],
  es: (r) => [
    `Coincide con ${listOf(r.words, 'es')}`,
    ...(r.weeks !== null
      ? [`${r.weeks} ${r.weeks === 1 ? 'semana' : 'semanas'}${r.likePlan ? ', como tu plan' : ''}`]
      : []),
    ...(r.level ? [`para nivel ${ES_LEVELS[r.level] ?? r.level}`] : []),
    ...(r.free ? ['gratis'] : r.withinBudget ? ['dentro de tu presupuesto'] : []),
    ...(r.rating !== null ? [`valoración ${r.rating.toFixed(1)}`] : []),
  ],
  de: (r) => [
    `Passt zu ${listOf(r.words, 'de')}`,
    ...(r.weeks !== null
      ? [`${r.weeks} ${r.weeks === 1 ? 'Woche' : 'Wochen'}${r.likePlan ? ' wie dein Plan' : ''}`]
      : []),
    ...(r.level ? [`für das Niveau ${DE_LEVELS[r.level] ?? r.level}`] : []),
    ...(r.free ? ['kostenlos'] : r.withinBudget ? ['innerhalb deines Budgets'] : []),
    ...(r.rating !== null ? [`Bewertung ${r.rating.toFixed(1)}`] : []),
  ],
};
const AR_LEVELS: Record<string, string> = { beginner: 'المبتدئ', intermediate: 'المتوسط', advanced: 'المتقدم' };
const ES_LEVELS: Record<string, string> = {
  beginner: 'principiante',
  intermediate: 'intermedio',
  advanced: 'avanzado',
};
const DE_LEVELS: Record<string, string> = {
  beginner: 'Einsteiger',
  intermediate: 'Fortgeschrittene',
  advanced: 'Profis',
};

function explain(
  intent: TIntent,
  candidate: Candidate,
  matched: string[],
  levelMatch: boolean,
  language: TPlanLanguage,
): string {
  const quote = language === 'en' ? (w: string) => `'${w}'` : (w: string) => `«${w}»`;
  const weeks = candidate.duration_weeks;
  const reasons: Reasons = {
    words: [...new Set(matched)].slice(0, 3).map(quote),
    weeks: weeks !== null && weeks > 0 ? weeks : null,
    likePlan: weeks !== null && Math.abs(weeks - intent.horizon_weeks) <= 1,
    level: levelMatch ? intent.level : null,
    free: candidate.price_minor === 0,
    withinBudget: intent.budget_minor !== null,
    rating: candidate.rating > 0 ? candidate.rating : null,
  };
  const separator = language === 'ar' ? '؛ ' : '; ';
  return `${EXPLAIN[language](reasons).join(separator)}.`.slice(0, 300);
}

function queryTerms(intent: TIntent): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (label: string, weight: number) => {
    const stem = stemOf(label.toLowerCase());
    if (STOPWORDS.has(label.toLowerCase()) || label.length < 2) return;
    const existing = terms.get(stem);
    if (!existing || existing.weight < weight) terms.set(stem, { stem, label, weight });
  };
  // Labels read as the person wrote them, lower-cased unless they hold a digit ("10K").
  for (const word of words(intent.goal)) add(/\d/.test(word) ? word : word.toLowerCase(), 1);
  const target = intent.target;
  if (target) {
    const unit = target.unit.toLowerCase();
    if (['km', 'k', 'kilometers', 'kilometres'].includes(unit)) add(`${formatNumber(target.value)}K`, 1);
    else if (target.value > 0 && unit.length >= 2) add(unit, 0.5);
  }
  for (const keyword of domainTemplate(intent.domain).keywords) add(keyword, 0.3);
  return [...terms.values()];
}

function documentTerms(candidate: Candidate): { stem: string; weight: number }[] {
  const fields: [string, number][] = [
    [candidate.title, FIELD_WEIGHTS.title],
    [candidate.tags.join(' '), FIELD_WEIGHTS.tags],
    [candidate.category ?? '', FIELD_WEIGHTS.category],
    [candidate.summary, FIELD_WEIGHTS.summary],
  ];
  return fields.flatMap(([text, weight]) =>
    words(text)
      .map((w) => w.toLowerCase())
      .filter((w) => !STOPWORDS.has(w))
      .map((w) => ({ stem: stemOf(w), weight })),
  );
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A light English stemmer: running -> run, runners -> run, studies -> study, classes -> class. */
export function stemOf(word: string): string {
  let w = word.toLowerCase();
  if (/^\d/.test(w) || w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'er', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const base = w.slice(0, -suffix.length);
      // Only undo a doubled consonant (runn-ing, swimm-er) or a plain -ing, so "paper" and "water" stay whole.
      if (/([b-df-hj-np-tv-z])\1$/.test(base)) return base.slice(0, -1);
      if (suffix === 'ing') return base;
    }
  }
  return w;
}
