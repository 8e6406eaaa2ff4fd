import { PLAN_DOMAINS, type TPlanDomain, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { guessDomain } from '../parse-domain.ts';
import { tokenize } from '../text.ts';
import { classify, type Classification, type NluLabel } from './classifier.ts';

/**
 * What a request is about (decision 034): the trained classifier's reading and the keyword evidence of
 * domain-keywords.ts, combined. Keywords are precise when they fire ("glucose", "half marathon", "lose 10 kg") and
 * silent otherwise; the classifier always answers but can be fooled by a word it saw once. So the keyword share
 * grows with the strength of the evidence (none: the classifier alone; strong: up to KEYWORD_WEIGHT_MAX).
 */
export type RequestKind = 'plan' | 'out_of_scope' | 'greeting' | 'vague';

export type Understanding = {
  kind: RequestKind;
  /** The area when it is clear enough to plan for; null when not (then `candidates` names the closest ones). */
  domain: TPlanDomain | null;
  /** 0..1, the combined score of the best area. */
  confidence: number;
  /** The closest areas, best first (2-3 when the request was unclear, for a clarifying question). */
  candidates: TPlanDomain[];
};

/** Below this the dialogue asks which area is meant instead of guessing. */
export const CLEAR_DOMAIN = 0.5;
/** ...and must beat the next area by this factor ("heart 0.40, strength 0.37" is a question, not a guess). */
const CLEAR_MARGIN = 1.5;
/** How much a non-plan label (out of scope, greeting, vague) must score to answer as such. */
const CLEAR_OTHER = 0.5;
const KEYWORD_WEIGHT_MAX = 0.6;
/** Keyword evidence at which the keyword share is full (4 = one phrase that names only this domain). */
const KEYWORD_FULL = 4;
/** An area must score at least this to count as a guess. */
const CANDIDATE_MIN = 0.05;
/** To be offered as a choice, an area needs this share of what all areas scored, which must be at least AREA_SIGNAL. */
const CANDIDATE_SHARE = 0.15;
const AREA_SIGNAL = 0.1;

/**
 * Requests that are plainly not a goal to plan (a task to do for them, a fact to look up), whatever words they
 * contain ("write my essay about the French revolution" is not learning French). Evidence for `out_of_scope`, as
 * domain-keywords.ts is for the areas.
 */
const OUT_OF_SCOPE_PATTERNS: readonly RegExp[] = [
  /\b(?:weather|forecast|stock price|share price|bitcoin|crypto price|lottery|horoscope|news today|latest news)\b/,
  /\b(?:write|draft|generate)(?: me)? (?:my|an?|the|this)\b[^.]{0,30}\b(?:essay|poem|story|code|script|email|letter|song|report|homework|assignment)\b/,
  /\b(?:translate|summari[sz]e|proofread)\b/,
  /\b(?:who (?:won|is the|was the|invented)|capital of|how old is|what time is it|tell me a joke|play (?:some|a) (?:music|song))\b/,
  /\b(?:fix|debug) (?:this|my) (?:code|bug|script|program)\b/,
  /\b(?:el tiempo|qué tiempo|noticias|chiste|traduce|wetter|nachrichten|witz|übersetze|الطقس|الأخبار|نكتة|ترجم)/u,
];
const OUT_OF_SCOPE_EVIDENCE = 0.6;

/**
 * Requests to do a task for the person rather than plan a goal: solve this sum, fix this error, write my essay for
 * me (imperative, in each language; "I want to finish my thesis in 6 months" is a goal and does not match). These
 * decide the reading unless an area has strong keyword evidence.
 */
const DO_IT_FOR_ME: readonly RegExp[] = [
  /\b(?:solve|calculate|compute|simplify|differentiate|integrate|factori[sz]e)\b[^.]{0,40}(?:\bx\b|\d|equation|integral|derivative)|\b(?:integral|derivative) of\b/,
  /\b(?:typeerror|syntaxerror|referenceerror|valueerror|keyerror|nullpointerexception|segmentation fault|stack ?trace|traceback|exception in thread|cannot read propert(?:y|ies)|is not a function|undefined is not)\b/,
  /^(?:please |pls |can you |could you |would you )?(?:write|do|finish|draft|complete)(?: me)? (?:my|an?|this|the)\b[^.]{0,40}\b(?:essay|homework|assignment|thesis|dissertation|term paper|paper|report|code|script|cover letter)\b|\b(?:essay|homework|assignment|thesis|paper|report|code) for me\b/,
  /\b(?:schreib|schreibe|mach|erledige|löse|loese)(?: mir)?(?: bitte)?(?: mir)? (?:meine?n?|eine?n?|die|den|das|diese?n?)\b[^.]{0,30}\b(?:hausarbeit|hausaufgaben?|aufsatz|essay|referat|facharbeit|bachelorarbeit|gleichung|aufgabe)/,
  /\b(?:escribe|escríbeme|escribeme|hazme|haz|redacta|redáctame|resuelve|resuélveme)(?: me)?(?: por favor)?(?: mi| mis| un| una| el| la| este| esta)?\b[^.]{0,30}\b(?:ensayo|redacci[oó]n|tarea|trabajo|deberes|tesis|ecuaci[oó]n|ejercicio)/,
  /(?:اكتب|أكتب|حل|اعمل|أنجز|انجز) (?:لي )?(?:هذا |هذه )?(?:مقال|مقالا|بحث|بحثا|واجب|الواجب|واجبي|فرض|تعبير|موضوع|المعادلة|معادلة|المسألة)/u,
];
const DO_IT_FOR_ME_EVIDENCE = 2;

/**
 * A goal of the person's own, framed as one ("I want to learn...", "quiero dejar de...", "ich will lernen...", "ابي
 * اتعلم..."): wanting, learning, getting better at, starting, stopping, keeping, preparing. The classifier alone does
 * not call such a message out of scope (photography, a wedding speech, self-defence, quitting smoking are goals it
 * never saw); it asks which area instead. The patterns above (a task for them, a fact to look up) still decide.
 */
const OWN_GOAL: readonly RegExp[] = [
  /\b(?:i(?:'d| would)? (?:want|like|love|need|wanna|hope|plan|am trying|'m trying|try) to|i wanna|help me (?:to )?|how (?:do|can|should) i (?:get|start|learn|become|keep|stop|quit|improve|pace|prepare)|i'?m (?:going|planning|trying|hoping) to|i keep|my goal|get better at|learn (?:to|how)|(?:want|like|love) to (?:learn|get|start|stop|quit|keep|improve|become|prepare|cook|take|be able))\b/i,
  /\b(?:quiero|quisiera|me gustar[ií]a|necesito|deseo|voy a|c[oó]mo (?:empiezo|puedo|hago para)|ay[uú]dame a|aprender a|dejar de|mejorar (?:mi|en)|prepararme)\b/iu,
  /\b(?:ich (?:will|m[öo]chte|w[üu]rde gern|muss|plane|versuche)|ich h[äa]tte gern|hilf mir|wie (?:kann|soll|fange) ich|lernen|aufh[öo]ren|besser werden|vorbereiten)\b/iu,
  /(?:ابي|ابغى|أبي|أبغى|بدي|عايز|عاوز|اريد|أريد|نفسي|حابب|حابه|ودي|كيف (?:ابدا|أبدأ|اقدر|أقدر|استعد|أستعد)|ساعدني|اتعلم|أتعلم|اترك|أترك|احسن|أحسن)/u,
];

/**
 * Areas the classifier alone never picks: a sport plan needs a sport or its skills named ("get fit" is not one, and
 * "match fit" is not a match), decision 113.
 */
const NAMED_ONLY: readonly TPlanDomain[] = ['sport'];
const MAX_GIVEN_BACK = 2;

/**
 * A time of day said by what the family is doing then ("after the kids are asleep", "during nap time"), or by the
 * working day ("after work", "cuando salgo temprano del laburo", "nach der Arbeit", "بعد الدوام"; decision 124).
 */
const WHEN_FREE =
  /\b(?:after|before|once|when|while|during)\s+(?:the |my |our )?(?:kids?|children|baby|babies|toddlers?|son|daughter|little ones?)\s+(?:is |are |go(?:es)? |goes )?(?:asleep|sleeping|sleeps?|in bed|to (?:bed|sleep|school)|naps?|napping|at (?:school|daycare|nursery))\b|\b(?:during|at|in) (?:her |his |the baby'?s |their )?nap ?time\b|\bwhile (?:she|he|the baby|they) naps?\b|\b(?:after|before) work\b|\b(?:on|during) my lunch ?break\b|\b(?:leave|get off|finish) work early\b|\b(?:salgo|sal[ií]|salimos)(?: m[aá]s)? (?:temprano |antes )?(?:del|de la) (?:trabajo|laburo|curro|chamba|pega|oficina|chambeo)\b|\b(?:despu[eé]s|antes) del (?:trabajo|laburo|curro|chamba|pega|chambeo)\b|\b(?:nach|vor) der arbeit\b|\bin der mittagspause\b|(?:بعد|قبل) (?:الشغل|الدوام|العمل)/gu;

/** Areas close to each other, to offer alongside the only one a vague request points to. */
const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  running: ['walking', 'strength'],
  strength: ['weight', 'running'],
  weight: ['strength', 'running'],
  sleep: ['stress', 'habits'],
  stress: ['sleep', 'habits'],
  diabetes: ['weight', 'heart'],
  learning: ['language', 'exams'],
  career: ['interview', 'business'],
  business: ['career', 'finance'],
  finance: ['business', 'career'],
  habits: ['selfcare', 'stress'],
  swimming: ['running', 'strength'],
  mobility: ['strength', 'stress'],
  music: ['learning', 'habits'],
  speaking: ['interview', 'stress'],
  relationships: ['social', 'stress'],
  parenting: ['relationships', 'sleep'],
  social: ['relationships', 'stress'],
  selfcare: ['habits', 'sleep'],
  projects: ['content', 'learning'],
  sport: ['strength', 'running'],
};

const isDomain = (label: NluLabel): label is TPlanDomain => (PLAN_DOMAINS as readonly string[]).includes(label);

/** How much the English classifier adds to a Spanish or German reading (cognates, English loanwords: "gym"). */
const ENGLISH_BLEND = 0.4;

/** The classifier's reading in the text's language, plus (Latin-script languages) a share of the English one. */
function readings(normalized: string, language: TPlanLanguage): Classification[] {
  const own = classify(normalized, language);
  if (language === 'en' || language === 'ar') return own;
  const scores = new Map(own.map((c) => [c.label, c.score]));
  for (const c of classify(normalized, 'en')) scores.set(c.label, (scores.get(c.label) ?? 0) + ENGLISH_BLEND * c.score);
  return [...scores].map(([label, score]) => ({ label, score: Math.min(1, score) }));
}

export function understand(said: string, saidTokens: readonly string[], language: TPlanLanguage): Understanding {
  // When the person has time is not what the goal is about: "after the kids are asleep" is not parenting, "during
  // nap time" not sleep (decision 113).
  const normalized = said.replace(WHEN_FREE, ' ').replace(/\s+/g, ' ').trim() || said;
  const tokens = normalized === said ? saidTokens : tokenize(normalized);
  // English keywords, and in Spanish, German and Arabic that language's words (domain-words.ts, decision 099).
  const keywords = guessDomain(normalized, tokens, language === 'en', language);
  const keywordTotal = PLAN_DOMAINS.reduce((sum, d) => sum + keywords.scores[d], 0);
  const keywordBest = keywords.domain ? keywords.scores[keywords.domain] : 0;
  const share = KEYWORD_WEIGHT_MAX * Math.min(1, keywordBest / KEYWORD_FULL);

  // An area ruled out ("I don't want to lose weight") is dropped: what is left may be unclear, and then we ask. An area
  // that needs naming and was not named gives its reading back to the other areas (at most doubling them, and not to
  // "out of scope"): "get fit" half-read as sport is still strength.
  const unnamed = new Set<NluLabel>(NAMED_ONLY.filter((domain) => keywords.scores[domain] <= 0));
  const vetoed = new Set<NluLabel>([...keywords.ruledOut, ...unnamed]);
  const read = readings(normalized, language);
  const areas = (list: typeof read) => list.filter((r) => isDomain(r.label)).reduce((sum, r) => sum + r.score, 0);
  const named = read.filter((r) => !unnamed.has(r.label));
  const scale = areas(named) > 0 ? Math.min(MAX_GIVEN_BACK, areas(read) / areas(named)) : 1;
  const kept = read.filter((r) => !vetoed.has(r.label));
  const combined = new Map<NluLabel, number>();
  for (const { label, score } of kept)
    combined.set(label, Math.min(1, isDomain(label) ? score * scale : score) * (1 - share));
  if (keywordTotal > 0) {
    for (const domain of PLAN_DOMAINS) {
      const score = keywords.scores[domain];
      if (score > 0 && !vetoed.has(domain))
        combined.set(domain, (combined.get(domain) ?? 0) + share * (score / keywordTotal));
    }
  }
  if (OUT_OF_SCOPE_PATTERNS.some((pattern) => pattern.test(normalized))) {
    combined.set('out_of_scope', (combined.get('out_of_scope') ?? 0) + OUT_OF_SCOPE_EVIDENCE);
  }
  if (DO_IT_FOR_ME.some((pattern) => pattern.test(normalized))) {
    combined.set('out_of_scope', (combined.get('out_of_scope') ?? 0) + DO_IT_FOR_ME_EVIDENCE);
  }
  // Best first; ties in PLAN_DOMAINS order, then the other labels, so the answer never depends on map order.
  const order = (label: NluLabel) => {
    const index = (PLAN_DOMAINS as readonly string[]).indexOf(label);
    return index >= 0 ? index : PLAN_DOMAINS.length;
  };
  const ranked = [...combined.entries()]
    .map(([label, score]) => ({ label, score: Math.round(score * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score || order(a.label) - order(b.label) || a.label.localeCompare(b.label));

  const domains = ranked.filter((r) => isDomain(r.label) && r.score >= CANDIDATE_MIN);
  const bestDomain = domains[0];
  const top = ranked[0];
  // The areas to offer: among the areas only (a vague request leaves them little of the total), those with a fair
  // share of what the areas got.
  const areaScores = ranked.filter((r) => isDomain(r.label));
  const areaTotal = areaScores.reduce((sum, r) => sum + r.score, 0);
  const closest = areaScores.filter((r) => areaTotal >= AREA_SIGNAL && r.score >= CANDIDATE_SHARE * areaTotal);
  const candidates = namedFirst(
    withNeighbours(closest.slice(0, 3).map((r) => r.label as TPlanDomain)),
    keywords.scores,
    vetoed,
  );
  const isOther = top && !isDomain(top.label) && top.score >= CLEAR_OTHER;
  const ownGoalOnly =
    top?.label === 'out_of_scope' &&
    OWN_GOAL.some((pattern) => pattern.test(normalized)) &&
    !OUT_OF_SCOPE_PATTERNS.some((pattern) => pattern.test(normalized)) &&
    !DO_IT_FOR_ME.some((pattern) => pattern.test(normalized));
  if (isOther && !ownGoalOnly && (keywordBest < KEYWORD_FULL || top.label === 'out_of_scope')) {
    return { kind: top.label as RequestKind, domain: null, confidence: top.score, candidates };
  }
  const runnerUp = domains[1]?.score ?? 0;
  // Strong keyword evidence settles a close call; without it, two close areas make a question.
  const isClear = keywordBest >= KEYWORD_FULL || (bestDomain?.score ?? 0) >= CLEAR_MARGIN * runnerUp;
  if (bestDomain && bestDomain.score >= CLEAR_DOMAIN && isClear) {
    return { kind: 'plan', domain: bestDomain.label as TPlanDomain, confidence: bestDomain.score, candidates };
  }
  return {
    kind: top && top.label === 'greeting' ? 'greeting' : 'vague',
    domain: null,
    confidence: bestDomain?.score ?? 0,
    candidates,
  };
}

/**
 * The area the person's own words name most strongly leads the areas offered, and is the one taken when they are
 * unsure (decision 120): "Chess.com rapid 1150 → 1400 ... (partner has book club lol)" reads half social to the
 * classifier, but chess is what it is about. Only clear evidence (a full keyword reading, at least twice any other area's)
 * moves an area; the rest keep the classifier's order.
 */
function namedFirst(
  candidates: TPlanDomain[],
  scores: Readonly<Record<TPlanDomain, number>>,
  vetoed: ReadonlySet<NluLabel>,
): TPlanDomain[] {
  if (candidates.length === 0) return candidates;
  const [named, ...others] = [...PLAN_DOMAINS].sort((a, b) => scores[b] - scores[a]);
  if (!named || vetoed.has(named) || scores[named] < KEYWORD_FULL) return candidates;
  if (others.some((domain) => 2 * scores[domain] > scores[named])) return candidates;
  return [named, ...candidates.filter((domain) => domain !== named)].slice(0, 3);
}

/** 2-3 areas to offer: the closest ones, and when only one stands out, its neighbours (known areas only). */
function withNeighbours(closest: TPlanDomain[]): TPlanDomain[] {
  const [only] = closest;
  if (closest.length !== 1 || !only) return closest;
  const known = new Set<string>(PLAN_DOMAINS);
  const extra = (NEIGHBOURS[only] ?? []).filter((d): d is TPlanDomain => known.has(d));
  return [only, ...extra].slice(0, 3);
}
