/**
 * Retrieval: ranks the catalogue items the server found for an intent. A small BM25 over title, tags, category and
 * summary (fields weighted) scores the words of the goal, the target ("10K") and the domain; a matching level and a
 * duration close to the plan's horizon add to it, and rating and popularity break ties. Items over the person's
 * budget are left out. Each pick says why.
 *
 * Picks fit by meaning, never by one shared word (decision 105): an item is about an area, read by the planner's own
 * understanding of its words, and only items about the intent's area are picked ("Life Drawing" is not for "get my
 * life in order", "Phone Photography" not for "less time on my phone"); in the broad areas (learning, projects,
 * habits, self-care, content, business, career) an item must also share a word of the goal. Two words of the goal
 * in common are enough whatever the area. A race of another distance (a marathon plan for a first 5K) is left out, and
 * so is an item two levels away (an advanced course for a beginner) unless two words of the goal name it; an item a
 * level away ranks lower (the level may be the planner's assumption). A goal to do less of something (drink, smoke,
 * scroll) is not offered an item about enjoying it (home brewing).
 */
import type { TIntent, TPlanDomain, TPlanLanguage } from '@ito/contracts/agent/plan';
import { planTextLanguages } from '@ito/contracts/agent/plan-texts';
import type { Candidate, RankedRecommendation } from './api.ts';
import { arabicWeeks, listOf } from './compose-text.ts';
import { domainTemplate, formatNumber } from './domains.ts';
import { understand } from './nlu/understand.ts';
import { detectLanguage } from './nlu/language.ts';
import { normalize, tokenize } from './text.ts';

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { title: 3, tags: 2, category: 2, summary: 1 } as const;
const STOPWORDS = new Set(
  [
    'a an and are as at be by can do for from get go how i in into is it me my of on or our so the to up want week weeks with would you your times time day days month months',
    // Spanish, German and Arabic words that say nothing of a subject ("de", "los", "mit", "في").
    'de del la las el los lo un una unos unas y o en con sin por para que mi mis tu su al es quiero semana semanas dia dias mes meses',
    'der die das den dem des ein eine einen und oder in im mit ohne fur für von zu zum zur ich mein meine will möchte mochte woche wochen tag tage monat monate',
    'في من على الى إلى عن مع او أو ان أن هذا هذه ما لا اريد أريد ابي ابغى',
  ]
    .join(' ')
    .split(' '),
);

type QueryTerm = { stem: string; label: string; weight: number };

export function rankCandidates(intent: TIntent, candidates: readonly Candidate[], limit = 3): RankedRecommendation[] {
  const terms = queryTerms(intent);
  const eligible = candidates.filter((c) => intent.budget_minor === null || c.price_minor <= intent.budget_minor);
  const docs = eligible.map((candidate) => ({ candidate, terms: documentTerms(candidate) }));
  const averageLength = docs.reduce((sum, d) => sum + d.terms.length, 0) / Math.max(1, docs.length) || 1;
  const maxPopularity = Math.max(1, ...eligible.map((c) => c.popularity));
  // A goal to do less of something (drink, smoke, scroll) is not served by an item about enjoying it.
  const wantsLess = WANTS_LESS.test(normalize(`${intent.goal} ${intent.text}`));

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
    const levelGap = levelDistance(candidate.level, intent.level);
    const subject = new Set(matched.filter((label) => (terms.find((t) => t.label === label)?.weight ?? 0) >= 1));
    // Two words of the goal in common ("get your life in order") are meaning enough, whatever the area read.
    const fits =
      ((aboutArea(candidate, intent.domain) && (subject.size > 0 || !BROAD_AREAS.has(intent.domain))) ||
        subject.size >= 2) &&
      sameRace(candidate, intent) &&
      // An advanced course for a beginner (or the reverse) only when the goal's own words name it.
      (levelGap < 2 || subject.size >= 2) &&
      (!wantsLess || SAYS_LESS.test(candidateText(candidate)));
    const levelOpen = candidate.level === null || /^all/i.test(candidate.level);
    const durationFit = durationCloseness(candidate.duration_weeks, intent.horizon_weeks);
    const score =
      text +
      (levelMatch ? 0.5 : levelOpen ? 0.2 : 0) +
      0.5 * durationFit -
      LEVEL_GAP_COST * levelGap +
      0.1 * (Math.max(0, Math.min(5, candidate.rating)) / 5) +
      0.1 * (Math.log1p(Math.max(0, candidate.popularity)) / Math.log1p(maxPopularity));
    return { candidate, text, score, matched, levelMatch, fits };
  });

  return scored
    .filter((s) => s.fits && s.text > 0)
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

/** Areas wide enough that being about one says little: an item must also share a word of the goal. */
const BROAD_AREAS: ReadonlySet<TPlanDomain> = new Set([
  'learning',
  'projects',
  'habits',
  'selfcare',
  'content',
  'business',
  'career',
]);
const AREA_CACHE_LIMIT = 5000;
const areaCache = new Map<string, ReadonlySet<TPlanDomain>>();

/** Cutting down, quitting, stopping, in the four languages (over `normalize`d text). */
const WANTS_LESS =
  /\b(?:less|fewer|stop|quit|quitting|cut (?:down|back)|cut out|reduce|give up|sober|menos|dejar|reducir|deja|weniger|aufh[oö]ren|reduzieren|verzichten)\b|(?:اقلل|أقلل|اقلع|أقلع|اترك|أترك|اخفف|أخفف|بطل|ابطل|أبطل)/u;
/** An item that helps to do less: moderation, a detox, a programme free of it. */
const SAYS_LESS =
  /\b(?:less|fewer|stop|stopping|quit|quitting|cut (?:down|back)|cutting|reduce|reducing|moderation|sober|sobriety|detox|free|break|menos|dejar|reducir|sin|weniger|aufh[oö]ren|ohne|frei)\b|(?:اقلاع|إقلاع|تقليل|بدون|التوقف|ترك)/iu;

function candidateText(candidate: Candidate): string {
  return [candidate.title, candidate.tags.join(', '), candidate.category ?? '', candidate.summary].join('. ');
}

/** Whether the item is about `area`: its words read as that area (a baby's sleep is parenting, not sleep). */
function aboutArea(candidate: Candidate, area: TPlanDomain): boolean {
  const text = candidateText(candidate);
  let areas = areaCache.get(text);
  if (!areas) {
    const detected = detectLanguage(text).language;
    const language = detected === 'other' ? 'en' : detected;
    const normalized = normalize(text);
    const reading = understand(normalized, tokenize(normalized), language);
    // The area its words are clearly about; when none is clear, the two closest.
    areas = new Set(reading.domain ? [reading.domain] : reading.candidates.slice(0, 2));
    if (areaCache.size >= AREA_CACHE_LIMIT) areaCache.clear();
    areaCache.set(text, areas);
  }
  return areas.has(area);
}

const LEVELS = ['beginner', 'intermediate', 'advanced'];
/** What each level between the item and the person costs: the level may be the planner's assumption, not theirs. */
const LEVEL_GAP_COST = 0.75;
/** 0 the same level (or either unknown, or "all levels"), 1 next to it, 2 beginner and advanced. */
function levelDistance(level: string | null, wanted: string): number {
  const index = LEVELS.indexOf((level ?? '').toLowerCase());
  return index < 0 ? 0 : Math.abs(index - LEVELS.indexOf(wanted));
}

/** Race distances an item names, in km: "5K", "21k", "half marathon", "marathon". */
function raceDistances(candidate: Candidate): number[] {
  const text = `${candidate.title} ${candidate.tags.join(' ')}`.toLowerCase();
  const found = [...text.matchAll(/\b(\d+(?:\.\d+)?) ?k(?:m)?\b/g)].map((m) => Number(m[1]));
  if (/\bhalf[- ]?marathon|halbmarathon|media marat[oó]n|نصف ماراثون/.test(text)) found.push(21.1);
  else if (/marathon|marat[oó]n|ماراثون/.test(text)) found.push(42.2);
  return found;
}

/** A race plan fits a distance target only when it is for that distance (a marathon plan is not for a first 5K). */
function sameRace(candidate: Candidate, intent: TIntent): boolean {
  const target = intent.target;
  if (!target || !['km', 'k', 'kilometers', 'kilometres'].includes(target.unit.toLowerCase())) return true;
  const distances = raceDistances(candidate);
  return distances.length === 0 || distances.some((d) => Math.abs(d - target.value) <= 0.2 * target.value);
}
