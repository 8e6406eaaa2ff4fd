/**
 * Retrieval: ranks the catalogue items the server found for an intent. A small BM25 over title, tags, category and
 * summary (fields weighted) scores the words of the goal, the target ("10K") and the domain; a matching level and a
 * duration close to the plan's horizon add to it, and rating and popularity break ties. Items over the person's
 * budget, and items sharing no word with the intent, are left out. Each pick says why.
 */
import type { TIntent } from '@ito/contracts/agent/plan';
import type { Candidate, TPlanRecommendation } from './api.ts';
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

export function rankCandidates(intent: TIntent, candidates: readonly Candidate[], limit = 3): TPlanRecommendation[] {
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
    .map(({ candidate, matched, levelMatch }) => ({
      kind: candidate.kind,
      id: candidate.id,
      title: candidate.title.slice(0, 200) || candidate.id,
      why: explain(intent, candidate, matched, levelMatch),
    }));
}

/** 1 when the durations match, falling to 0 as they differ by as much as the longer one. */
function durationCloseness(weeks: number | null, horizon: number): number {
  if (weeks === null || weeks <= 0) return 0;
  return Math.max(0, 1 - Math.abs(weeks - horizon) / Math.max(weeks, horizon));
}

function explain(intent: TIntent, candidate: Candidate, matched: string[], levelMatch: boolean): string {
  const words = [...new Set(matched)].slice(0, 3).map((w) => `'${w}'`);
  const parts = [`Matches ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]}`];
  const weeks = candidate.duration_weeks;
  if (weeks !== null && weeks > 0) {
    const unit = weeks === 1 ? 'week' : 'weeks';
    parts.push(Math.abs(weeks - intent.horizon_weeks) <= 1 ? `${weeks} ${unit} like your plan` : `${weeks} ${unit}`);
  }
  if (levelMatch) parts.push(`for ${intent.level === 'intermediate' ? 'intermediate' : intent.level} level`);
  if (candidate.price_minor === 0) parts.push('free');
  else if (intent.budget_minor !== null) parts.push('within your budget');
  if (candidate.rating > 0) parts.push(`rated ${candidate.rating.toFixed(1)}`);
  return `${parts.join('; ')}.`.slice(0, 300);
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
