import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import { readMoney } from './parse-profile.ts';
import { KM_PER_MILE } from './domains/types.ts';

/**
 * The goal in the person's own words ("Run a 10K", "Sleep better") and a measurable target where the text gives one.
 * Targets are read per domain from a table: "10K" is a distance for a runner but money for a saver.
 */

type Target = NonNullable<TIntent['target']>;
type TargetRule = readonly [pattern: RegExp, read: (m: RegExpExecArray) => Target | null];

const num = (s: string | undefined) => Number(s ?? '0');
const round1 = (n: number) => Math.round(n * 10) / 10;
const CEFR = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'];
const REP_UNITS: Record<string, string> = { push: 'push-ups', pull: 'pull-ups', chin: 'chin-ups' };

function weightTarget(m: RegExpExecArray): Target {
  const unit = m[2] ?? 'kg';
  if (unit.startsWith('st')) return { value: round1(num(m[1]) * 6.35), unit: 'kg' };
  return { value: num(m[1]), unit: /^(?:lb|pound)/.test(unit) ? 'lb' : 'kg' };
}

function glucoseTarget(m: RegExpExecArray): Target {
  const value = num(m[1]);
  return { value, unit: value < 35 ? 'mmol/L' : 'mg/dL' };
}

function moneyTarget(m: RegExpExecArray): Target | null {
  const money = readMoney(m[0]);
  return money ? { value: money.value, unit: money.currency } : null;
}

/**
 * What is put aside each month or week is the pace, not the sum to reach: "save $50 monthly toward $3k", "300 € im
 * Monat", "£100 a week towards a £4,000 holiday" (decision 123).
 */
const EVERY_PERIOD =
  /^\s?(?:\/\s?(?:mo|month|wk|week)\b|(?:a|per|each|every|al|pro|im|am|in the|cada|a la|por)\s?(?:month|mes|monat|week|semana|woche|fortnight|quincena|paycheck|payday)\b|(?:monthly|weekly|biweekly|mensual\w*|semanal\w*|monatlich|wochentlich)\b|(?:كل|في ال|بال)\s?(?:شهر|اسبوع)|شهريا|اسبوعيا)/u;
/** ... or said before it: "kann monatlich 400 € sparen", "jeden Monat CHF 800". */
const PERIOD_BEFORE =
  /\b(?:monthly|weekly|every (?:month|week|paycheck)|each (?:month|week)|per (?:month|week)|monatlich|wochentlich|jeden monat|jede woche|pro (?:monat|woche)|cada mes|mensualmente|al mes)\s(?:\S+\s){0,1}$/u;
const perPeriod = (m: RegExpExecArray) =>
  EVERY_PERIOD.test(m.input.slice(m.index + m[0].length)) ||
  PERIOD_BEFORE.test(m.input.slice(Math.max(0, m.index - 30), m.index));
const sumTarget = (m: RegExpExecArray): Target | null => (perPeriod(m) ? null : moneyTarget(m));

const MONEY =
  '(?:[$€£] ?\\d+(?:\\.\\d+)? ?(?:k|m|mn|million)?\\b|\\d+(?:\\.\\d+)? ?(?:k|m|mn|million)? ?(?:dollars?|usd|bucks|euros?|eur|gbp|quid|[$€£]))';

/** A distance in kilometres or miles ("10K" is a runner's, not a walker's: "10k steps"). */
const DISTANCE =
  /\b(\d+(?:\.\d+)?) ?(k|km|kms|kilomet(?:er|re)s?|mi|miles?|millas?|meilen?)\b|(\d+(?:\.\d+)?) ?(ميل|اميال)/gu;
const WALKED = /\b(\d+(?:\.\d+)?) ?(km|kms|kilomet(?:er|re)s?|miles?|millas?|meilen?)\b|(\d+(?:\.\d+)?) ?(ميل|اميال)/gu;
/** Miles in the four languages ("millas", "Meilen", "ميل"); kilometres otherwise. */
const distanceTarget = (m: RegExpExecArray): Target => ({
  value: num(m[1] ?? m[3]),
  unit: /^(?:mi|meil|ميل|اميال)/u.test(m[2] ?? m[4] ?? '') ? 'mi' : 'km',
});
/** The longest of several distances is compared in one measure. */
const MEASURE: Readonly<Record<string, number>> = { mi: KM_PER_MILE };

const TARGETS: Record<TPlanDomain, readonly TargetRule[]> = {
  running: [
    // A cyclist's threshold power: the highest wattage named ("FTP from 210 to 250 W"), decision 113.
    [/\b(\d{2,4}) ?(?:w|watts?)\b/g, (m) => ({ value: num(m[1]), unit: 'W' })],
    [/\bhalf ?marathon\b/, () => ({ value: 21.1, unit: 'km' })],
    [/\bultra ?marathon\b|\bultra\b/, () => ({ value: 50, unit: 'km' })],
    [/\bmarathon\b/, () => ({ value: 42.2, unit: 'km' })],
    // Global: the goal is the longest distance named ("I can run 3 km, I want to run 10K"), in miles or kilometres.
    [DISTANCE, distanceTarget],
    [/\ba mile\b/, () => ({ value: 1, unit: 'mi' })],
    [
      /\brun (?:for )?(\d+) ?(?:minutes|mins) (?:without stopping|non ?stop|continuously|straight)/,
      (m) => ({ value: num(m[1]), unit: 'min' }),
    ],
  ],
  strength: [
    [/\b(\d+) (push|pull|chin) ?ups?\b/, (m) => ({ value: num(m[1]), unit: REP_UNITS[m[2] ?? 'push'] ?? 'reps' })],
    [
      /\b(?:a|one|my first|first) (push|pull|chin) ?up\b/,
      (m) => ({ value: 1, unit: REP_UNITS[m[1] ?? 'pull'] ?? 'reps' }),
    ],
    // "Squat 100 kg", "back squat my bodyweight (80 kg)".
    [
      /\b(?:squat|bench|bench press|deadlift|lift)\b[^\d.,;]{0,25}?(\d+(?:\.\d+)?) ?(kg|kgs|kilos?|lbs?|pounds)\b/,
      weightTarget,
    ],
    [/\b(?:gain|build|put on)\s+(\d+(?:\.\d+)?) ?(kg|kgs|kilos?|lbs?|pounds)\b/, weightTarget],
  ],
  weight: [
    [
      /\b(?:lose|loose|drop|shed|lost|losing|get rid of|gain|put on)\b[^.,]{0,12}?(\d+(?:\.\d+)?) ?(kg|kgs|kilos?|kilograms?|lbs?|pounds|stones?|st)\b/,
      weightTarget,
    ],
    [/\b(?:lose|drop|shed) (?:a|one) (stone)\b/, () => ({ value: 6.4, unit: 'kg' })],
  ],
  sleep: [
    [
      /\b(\d+(?:\.\d+)?) ?(?:hours?|hrs?|h) (?:of sleep|a night|per night|each night|sleep)\b/,
      (m) => ({ value: num(m[1]), unit: 'hours' }),
    ],
    [/\bsleep (?:for )?(\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)\b/, (m) => ({ value: num(m[1]), unit: 'hours' })],
  ],
  stress: [],
  // The number after "under"/"to" is the goal; a number alone ("glucose around 150") may be where they are now.
  diabetes: [
    [
      /\b(?:hb)?a1c\b[^.]{0,40}?\b(?:under|below|to|less than|<) ?(\d+(?:\.\d+)?)/,
      (m) => ({ value: num(m[1]), unit: '%' }),
    ],
    [/\b(?:hb)?a1c\b[^.\d]{0,25}(\d+(?:\.\d+)?)/, (m) => ({ value: num(m[1]), unit: '%' })],
    [/\b(?:glucose|blood sugar|sugars?)\b[^.]{0,50}?\b(?:under|below|to|less than|<) ?(\d+(?:\.\d+)?)/, glucoseTarget],
    [/\b(?:glucose|blood sugar|sugars?)\b[^.\d]{0,25}(\d+(?:\.\d+)?)/, glucoseTarget],
  ],
  learning: [
    [
      /\b(a1|a2|b1|b2|c1|c2)\b/,
      (m) => ({ value: CEFR.indexOf(m[1] ?? '') + 1, unit: `CEFR ${(m[1] ?? '').toUpperCase()}` }),
    ],
    [/\bielts\b[^.\d]{0,15}(\d(?:\.5)?)/, (m) => ({ value: num(m[1]), unit: 'IELTS band' })],
    [/\bjlpt ?n([1-5])\b|\bn([1-5]) jlpt\b/, (m) => ({ value: num(m[1] ?? m[2]), unit: 'JLPT N' })],
    [/\b(\d+) (words|songs|chapters|lessons|pieces)\b/, (m) => ({ value: num(m[1]), unit: m[2] ?? 'items' })],
  ],
  career: [[/\b(\d+) (applications|interviews|jobs|contacts)\b/, (m) => ({ value: num(m[1]), unit: m[2] ?? 'items' })]],
  business: [
    [
      /\b(\d+) (?:paying |new )?(customers|clients|sales|subscribers|users|orders|members)\b/,
      (m) => ({ value: num(m[1]), unit: m[2] ?? 'items' }),
    ],
    [new RegExp(`${MONEY}(?= (?:in )?(?:revenue|sales|mrr|a month|per month|monthly|income|profit))`), moneyTarget],
    [new RegExp(`\\b(?:revenue|sales|mrr|income|profit|make|earn)\\b[^.\\d$€£]{0,15}${MONEY}`), moneyTarget],
  ],
  finance: [
    [
      new RegExp(
        `\\b(?:save|saving|put aside|set aside|fund of|pay off|paying off|pay down|clear|invest|investing|debt of|owe)\\b[^.\\d$€£]{0,25}${MONEY}`,
        'g',
      ),
      sumTarget,
    ],
    [new RegExp(`${MONEY}(?= (?:of |in )?(?:debt|savings|saved|emergency fund|credit card))`), moneyTarget],
    // The verb after the amount, as German says it ("12000 € fur eine Reise sparen": save).
    [new RegExp(`${MONEY}(?=[^.\\d$€£]{0,40}\\b(?:save|pay off)\\b)`, 'g'), sumTarget],
    [
      /\b(?:save|saving|pay off)\b[^.\d]{0,15}(\d+(?:\.\d+)?) ?(k|grand|thousand)?\b(?![.,]\d)(?! ?(?:%|mil\b|millon\w*|million\w*|mio\b))/g,
      (m) => (perPeriod(m) ? null : { value: num(m[1]) * (m[2] ? 1000 : 1), unit: 'USD' }),
    ],
  ],
  habits: [
    [/\b(\d+) (books|steps|pages)\b/, (m) => ({ value: num(m[1]), unit: m[2] ?? 'items' })],
    [/\b(\d+(?:\.\d+)?) ?(?:glasses|litres|liters|l) of water\b/, (m) => ({ value: num(m[1]), unit: 'glasses' })],
    [/\bscreen time\b[^.\d]{0,20}(\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)\b/, (m) => ({ value: num(m[1]), unit: 'hours' })],
    [/\b(\d+) day streak\b/, (m) => ({ value: num(m[1]), unit: 'days' })],
  ],
  swimming: [
    [
      /\b(\d+(?:\.\d+)?) ?(?:km|kms|kilomet(?:er|re)s?)\b/g,
      (m) => ({ value: Math.round(num(m[1]) * 1000), unit: 'm' }),
    ],
    [/\b(\d+) ?(?:m|meters?|metres?|metros?)\b/g, (m) => ({ value: num(m[1]), unit: 'm' })],
    [/\b(\d+(?:\.\d+)?) ?miles?\b/, (m) => ({ value: Math.round(num(m[1]) * 1609), unit: 'm' })],
    [/\ba mile\b/, () => ({ value: 1609, unit: 'm' })],
    // Lengths of the pool in the four languages: "vueltas", "largos", "Bahnen", "طول".
    [
      /\b(\d+) (?:lengths|laps|largos|vueltas|bahnen)\b|(\d+) (?:طول|اطوال)/gu,
      (m) => ({ value: num(m[1] ?? m[2]), unit: 'lengths' }),
    ],
  ],
  music: [
    [/\b(\d+) ?bpm\b/g, (m) => ({ value: num(m[1]), unit: 'bpm' })],
    [/\b(\d+) (songs|pieces|sections)\b/, (m) => ({ value: num(m[1]), unit: m[2] ?? 'songs' })],
  ],
  mobility: [],
  interview: [
    [/\b(\d+) (?:star )?stories\b/, (m) => ({ value: num(m[1]), unit: 'stories' })],
    [/\b(\d+) mock(?: interview)?s?\b/, (m) => ({ value: num(m[1]), unit: 'mocks' })],
  ],
  heart: [
    [
      /(?:\bunder|\bbelow|\bto|\bless than|<|\bunter|\bbajo|\bmenos de|\bdebajo de) ?(\d{2,3}) ?\/ ?\d{2,3}\b/,
      (m) => ({ value: num(m[1]), unit: 'mmHg' }),
    ],
    [
      /\b(?:blood pressure|bp|systolic)\b(?:[^.]|\.(?=\d)){0,40}?\b(?:under|below|to|less than|<) ?(\d{2,3})\b/,
      (m) => ({ value: num(m[1]), unit: 'mmHg' }),
    ],
    [
      /\b(?:ldl|cholesterol|colesterol|cholesterin)\b(?:[^.]|\.(?=\d)){0,50}?(?:\bunder|\bbelow|\bto|\bless than|<|\bunter|\bbajo|\bmenos de) ?(\d+(?:\.\d+)?)/,
      glucoseTarget,
    ],
  ],
  exams: [
    [
      /\bband (\d(?:\.\d)?)\b(?=[^.]{0,40}\bielts\b)|\bielts\b[^.]{0,40}\bband (\d(?:\.\d)?)\b/,
      (m) => ({ value: num(m[1] ?? m[2]), unit: 'IELTS band' }),
    ],
    [/\b(\d(?:\.\d)?) (?:on|in|at|for) (?:the |my )?ielts\b/, (m) => ({ value: num(m[1]), unit: 'IELTS band' })],
    [
      /\bielts\b[^.\d]{0,20}(\d(?:\.\d)?)\b(?! ?(?:weeks?|months?|days?|wks?|hours?|times|x)\b)/,
      (m) => ({ value: num(m[1]), unit: 'IELTS band' }),
    ],
    [
      /\b(\d{2,3}) (?:on|in) (?:the |my )?toefl\b|\btoefl\b[^.\d]{0,20}(\d{2,3})\b(?! ?(?:weeks?|months?|days?))/,
      (m) => ({ value: num(m[1] ?? m[2]), unit: 'TOEFL points' }),
    ],
    [
      /\b(\d{3,4}) (?:on|in) (?:the |my )?(sat|gre|gmat|lsat|mcat)\b/,
      (m) => ({ value: num(m[1]), unit: `${(m[2] ?? '').toUpperCase()} points` }),
    ],
    [
      /\b(sat|gre|gmat|lsat|mcat)\b[^.\d]{0,20}(\d{3,4})\b/,
      (m) => ({ value: num(m[2]), unit: `${(m[1] ?? '').toUpperCase()} points` }),
    ],
    [/\b(\d{2,3}) ?%/, (m) => ({ value: num(m[1]), unit: '%' })],
  ],
  language: [
    [
      /\b(a1|a2|b1|b2|c1|c2)\b/,
      (m) => ({ value: CEFR.indexOf(m[1] ?? '') + 1, unit: `CEFR ${(m[1] ?? '').toUpperCase()}` }),
    ],
    [/\b(\d+) (?:new )?(words|phrases)\b/g, (m) => ({ value: num(m[1]), unit: m[2] ?? 'words' })],
    [/\b(\d+)[ -]?min(?:ute)?s? (?:conversation|chat|talk)\b/, (m) => ({ value: num(m[1]), unit: 'min' })],
  ],
  smoking: [
    [
      /\b(?:down to|to|under|max(?:imum)?|only|no more than|(?:bajar|reducir|llegar|pasar) a|auf|nur noch) (\d+) (?:cigarettes|cigs|smokes|a day|per day|cigarrillos|al d[ií]a|zigaretten|am tag)\b/,
      (m) => ({ value: num(m[1]), unit: 'cigarettes' }),
    ],
  ],
  driving: [[/\b(\d+) (?:supervised |practice |driving )?hours\b/, (m) => ({ value: num(m[1]), unit: 'h' })]],
  drinking: [
    [
      /\b(?:down to|to|under|max(?:imum)?|only|no more than|less than|(?:bajar|reducir|llegar|pasar) a|auf|nur noch) (\d+)(?: (?:drinks|beers|pints|glasses|units|copas|cervezas|getr[aä]nke|gl[aä]ser|bier))? (?:a|per|pro|por|a la|die) (?:week|semana|woche)\b/,
      (m) => ({ value: num(m[1]), unit: 'drinks' }),
    ],
    [/\b(\d+) (?:alcohol free|dry|sober) days\b/, (m) => ({ value: num(m[1]), unit: 'days' })],
  ],
  walking: [
    [
      /\b(\d+(?:\.\d+)?) ?(k)? ?(?:steps|pasos|schritte)\b/g,
      (m) => ({ value: Math.round(num(m[1]) * (m[2] ? 1000 : 1)), unit: 'steps' }),
    ],
    // "Walk 500 miles this year, the dog's walk is about 3 km": the longest distance, whichever unit it is in.
    [WALKED, distanceTarget],
  ],
  content: [
    [
      /\b(\d+) (episodes|videos|posts|articles|issues|newsletters|reels)\b/,
      (m) => ({ value: num(m[1]), unit: m[2] ?? 'pieces' }),
    ],
    [
      /\b(\d+(?:\.\d+)?) ?(k)? (subscribers|subs|followers|listeners|readers|downloads)\b/,
      (m) => ({ value: num(m[1]) * (m[2] ? 1000 : 1), unit: m[3] === 'subs' ? 'subscribers' : (m[3] ?? 'followers') }),
    ],
  ],
  speaking: [
    [
      /\b(\d+)[ -]?min(?:ute)?s? (?:long )?(?:talk|speech|presentation|pitch|keynote|toast|webinar|lecture|sermon)\b/,
      (m) => ({ value: num(m[1]), unit: 'min' }),
    ],
    [
      /\b(?:talk|speech|presentation|pitch|keynote) (?:of|lasting|for) (\d+) ?min(?:ute)?s?\b/,
      (m) => ({ value: num(m[1]), unit: 'min' }),
    ],
  ],
  relationships: [],
  parenting: [
    [
      /\b(?:screens?|screen time|ipad|tablet|tv|gaming|youtube)\b[^.]{0,30}?\b(?:to|under|max(?:imum)?|only|no more than|limit of)\s*(\d+(?:\.\d+)?) ?(hours?|hrs?|h|minutes|mins?)\b/,
      (m) => ({ value: num(m[1]), unit: (m[2] ?? '').startsWith('h') ? 'h' : 'min' }),
    ],
    [
      /\b(?:to|under|max(?:imum)?|only|no more than|limit of|down to)\s*(\d+(?:\.\d+)?) ?(hours?|hrs?|h|minutes|mins?)(?: a day| per day)? (?:of |on )?(?:the )?(?:screens?|screen time|ipad|tablet|tv|gaming|youtube)\b/,
      (m) => ({ value: num(m[1]), unit: (m[2] ?? '').startsWith('h') ? 'h' : 'min' }),
    ],
  ],
  social: [
    [
      /\b(?:make|find|meet|have) (\d+) (?:new |close |good |real )?friends\b/,
      (m) => ({ value: num(m[1]), unit: 'friends' }),
    ],
  ],
  projects: [],
  sport: [],
  selfcare: [
    [/\b(\d+(?:\.\d+)?) ?(?:l|litres?|liters?)\b/g, (m) => ({ value: num(m[1]), unit: 'L' })],
    // Millilitres said of water are litres ("maybe 800ml now"), decision 113.
    [/\b(\d{3,4}) ?(?:ml|millilit(?:re|er)s?)\b/g, (m) => ({ value: num(m[1]) / 1000, unit: 'L' })],
    [/\b(\d+) (?:glasses|cups)\b/g, (m) => ({ value: num(m[1]), unit: 'glasses' })],
    [
      /\b(\d+) ?(min(?:ute)?s?|hours?|hrs?|h)\b[^.]{0,25}\bbefore (?:bed|bedtime|sleep|sleeping)\b/,
      (m) => ({ value: num(m[1]) * ((m[2] ?? '').startsWith('h') ? 60 : 1), unit: 'min' }),
    ],
  ],
};

export function readTarget(text: string, domain: TPlanDomain | null): TIntent['target'] {
  if (!domain) return null;
  for (const [pattern, read] of TARGETS[domain]) {
    const matches = pattern.global ? [...text.matchAll(pattern)] : [pattern.exec(text)];
    const targets = matches
      .map((m) => (m ? read(m as RegExpExecArray) : null))
      .filter((t): t is Target => t !== null && Number.isFinite(t.value) && t.value > 0);
    const largest = targets.sort((a, b) => b.value * (MEASURE[b.unit] ?? 1) - a.value * (MEASURE[a.unit] ?? 1))[0];
    if (largest) return largest;
  }
  return null;
}

const GOAL_START =
  /\b(?:i (?:have|'ve got|got) to|i'?ve got to|i gotta|(?:and|but|so) (?:really )?(?:want|need|wanna)(?: to)?(?= \S)|i(?:'d| would) (?:really )?(?:like|love) to|i(?: really| just| also)? (?:want|wanna|need|hope|plan|aim|intend)(?: to)?|i'?m (?:trying|hoping|planning|aiming|looking) to|i am (?:trying|hoping|planning|aiming|looking) to|help me(?: to)?|my goal is(?: to)?|goal is to|(?<![\p{L}])(?:(?:my|main|the|mi|mein|das) )?(?:goal|aim|objective|target|meta|objetivo|ziel|هدفي|الهدف)(?: (?:is|es|ist))?\s*[:=]|trying to|looking to|hoping to|planning to|want to|wanna|need to|how (?:do|can) i)\s+/iu;
/** A wish said as not wanted: "not trying to", "don't want to", "never wanna". */
const NOT_THE_GOAL = /\b(?:not|n'?t|never|no)\s+(?:really\s+|even\s+)?$/i;
const GOAL_END = new RegExp(
  [
    // A comma or point between digits is part of a number ("10,000 steps", "4.2 mmol"), and one inside a word
    // ("chess.com") part of a name: neither ends the goal.
    '[.,](?![\\d\\p{L}])|(?<![\\d\\p{L}])[.,]|(?<=\\p{L})[.,](?=\\d)|[;:!?\\n(]',
    ' - ',
    ' (?:in|within|by|before|until|over|for|after) (?:the next |about |around |roughly )?(?:\\d|an? |one |two |three |four |five |six |seven |eight |nine |ten |twelve |few |couple |next |end |the end |my |our |jan|feb|mar|apr|may |jun|jul|aug|sep|oct|nov|dec|summer|winter|spring|autumn|fall|christmas|xmas)',
    " (?:and|but|so|because|since|while|as|though|although) (?:i|i'm|im|my|we|it|have|can|only|also|would)\\b",
    ' (?:but|because|since|though|although|although) ',
    " (?:i can|i have|i've|i'm|im|i am|i only|i work)\\b",
    ' (?:\\d+|one|two|three|four|five|six|seven) ?(?:x|times|days|sessions)\\b',
    ' (?:twice|once|daily|every|each|please)\\b',
    // "Drink only on weekends": days after "only" are part of the goal.
    '(?<!\\bonly) (?:on|at) (?:mon|tue|wed|thu|fri|sat|sun|weekdays|weekends)',
  ].join('|'),
  'iu',
);
// Typos that would look wrong echoed back as the plan's title.
const GOAL_TYPOS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bloose\b/i, 'lose'],
  [/\bw(?:ie|ei)g(?:th|ht)\b/i, 'weight'],
  [/\bruning\b/i, 'running'],
];
/** A message that opens with the thing to do, in the imperative of a goal ("compile ...", "draw ...", "get off ..."). */
const OPENS_WITH_DOING =
  /^(?:to )?(?:compile|build|learn|write|draw|finish|save|record|design|create|launch|pass|prepare|improve|fill|complete|publish|grow|plant|cook|bake|paint|sketch|study|master|memori[sz]e|organi[sz]e|declutter|renovate|host|set up|get (?:off|back|better|through|into))\b/i;
/** "Keep that", "do it", "get there": a verb and a word pointing back, no goal of its own. */
const POINTS_BACK = /^\S+(?: \S+)? (?:that|it|this|them|those|these|there|so|too)$|^\S+ (?:this|that|it|them)\b/i;
const GOAL_FILLER = /^(?:to |really |finally |just |actually |somehow |be able to )+/i;

const MULTI_GOAL =
  /\b(?:and|&|plus|as well as)(?: also)?(?: to)? (?:run|lose|sleep|stop|quit|get|build|learn|save|read|eat|drink|walk|gain|start|improve|reduce|cut|be|do|make|meditate|write|practi[cs]e|train|pay|cook|study|swim|lift|tone|feel|drop)\b/i;

const RUNNING_GOALS: Record<string, string> = {
  '21.1': 'Run a half marathon',
  '42.2': 'Run a marathon',
  '50': 'Run an ultra',
};

/** The goal as the person put it, cut before the "in 8 weeks, 3 times a week" details; null when they gave none. */
export function readGoal(raw: string, domain: TPlanDomain | null, target: TIntent['target']): string | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  // "Compile my grandmother's recipes into a cookbook. ... I need to cook with her": a message that opens with what
  // to do has said its goal first; a later "I need to" is a step of it (decision 116).
  const opening =
    OPENS_WITH_DOING.test(text) && !GOAL_START.test(text.split(/[.!?;\n]/)[0] ?? '') ? shorten(text) : null;
  if (opening && opening.includes(' ') && !POINTS_BACK.test(opening)) return opening;
  // "Not trying to lose weight" says what the goal is not (decision 114).
  // "... and want to keep that": a wish that only points back at something said before is not the goal either.
  const clauses = [...text.matchAll(new RegExp(GOAL_START.source, 'giu'))]
    .filter((m) => !NOT_THE_GOAL.test(text.slice(Math.max(0, m.index - 14), m.index)))
    .map((m) => shorten(text.slice(m.index + m[0].length)));
  const clause = clauses.find((c) => c !== null && !POINTS_BACK.test(c));
  if (clause) return clause;
  // "Lose weight and run a 5K": every goal stays in the person's words, not one canned goal (decision 034).
  const isMulti = MULTI_GOAL.test(text);
  if (isMulti && domain) return shorten(text);
  if (domain === 'running' && target?.unit === 'km') {
    return RUNNING_GOALS[String(target.value)] ?? `Run a ${target.value}K`;
  }
  if (domain === 'weight' && target) return `Lose ${target.value} ${target.unit}`;
  const words = text.split(' ');
  // A short message is its own goal ("sleep better"), unless it talks about the person ("I'm new to lifting").
  const isAboutMe = /^(?:i|i'm|im|i am|i've|ive|my|me)\b/i.test(text);
  const short = domain && !isAboutMe && words.length >= 2 && words.length <= 14 ? shorten(text) : null;
  return short && short.includes(' ') ? short : null;
}

/**
 * A long message that opens with its goal ("best man speech for my brother's wedding, it's 5 weeks away. ..."): the
 * opening clause, in the person's words, or null (decision 114). The caller vets it: out of its message, a clause
 * may read as advice the plan must not give.
 */
export function readOpeningGoal(raw: string): string | null {
  // "goal: publish 52 posts ...": the goal follows its label. A point inside a word ("chess.com") ends nothing.
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /^(?:(?:my|mi|mein) )?(?:main )?(?:goal|aim|objective|meta|objetivo|ziel|هدفي|الهدف)(?: (?:is|es|ist))?\s*[:-]\s*/iu,
      '',
    );
  const opening = /^(?:[^.,;!?:()\n]|[.,:](?=\S))+/.exec(text)?.[0]?.trim() ?? '';
  const words = opening.split(' ').length;
  const isAboutMe = /^(?:i|i'm|im|i am|i've|ive|my|me)\b/i.test(opening);
  const isQuestion = /^(?:how|what|which|can|could|should|is|are|do|does|why|when|where|hi|hey|hello|so|ok|okay)\b/i;
  // Only a long message: a short vague one ("sort my life out") is better asked about than echoed.
  const isLong = text.split(' ').length >= 10;
  if (!isLong || isAboutMe || isQuestion.test(opening) || words < 3 || words > 12) return null;
  const goal = shorten(opening);
  return goal && goal.includes(' ') ? goal : null;
}

function shorten(fragment: string): string | null {
  let end: { index: number } | null = GOAL_END.exec(fragment);
  // A bare verb needs what follows it ("prepare for my interview", "study for my finals"): cut at the next end.
  // ... and so does a cut that leaves an article or a preposition hanging ("do a | 10 day challenge").
  const isHanging = (at: number) => /(?:^|\s)(?:a|an|the|my|to|for|of|in|on)$/i.test(fragment.slice(0, at).trim());
  if (end && end.index > 0 && (!fragment.slice(0, end.index).trim().includes(' ') || isHanging(end.index))) {
    const next = GOAL_END.exec(fragment.slice(end.index + 1));
    end = next ? { index: end.index + 1 + next.index } : null;
  }
  let goal = (end ? fragment.slice(0, end.index) : fragment).replace(GOAL_FILLER, '').trim();
  goal = goal.split(' ').slice(0, 10).join(' ').slice(0, 120).trim();
  // Cut at ten words, a goal does not end on "for her", "with the", "and".
  goal = goal.replace(/(?:\s(?:a|an|the|my|to|for|of|in|on|at|with|and|or|her|his|their|our|your))+$/i, '');
  for (const [typo, word] of GOAL_TYPOS) goal = goal.replace(typo, word);
  if (goal.length < 2 || !/[a-z]/i.test(goal)) return null;
  return goal[0]?.toUpperCase() + goal.slice(1);
}

/** Where the goal starts in Spanish, German and Arabic ("quiero", "ich will", "أريد أن"). */
const OWN_GOAL_START: Record<'es' | 'de' | 'ar', RegExp> = {
  es: /(?:^|\s)(?:(?:yo )?quiero|quisiera|me gustar[ií]a|mi (?:meta|objetivo) es|(?:mi )?(?:meta|objetivo)(?: es)?\s*:|necesito|deseo|busco|ay[uú]dame a)\s+/i,
  // Spoken German leaves out "ich" at a sentence's start ("Will 5 Gerichte lernen", "Möchte endlich ...").
  de: /(?:^|\s)(?:ich (?:will|m[öo]chte|moechte|w[üu]rde gerne?|muss|plane)|mein ziel ist(?: es)?|(?:mein )?ziel(?: ist)?\s*:|hilf mir(?:,)?)\s+|(?:^|[.!?;,]\s*|\s(?:und|aber|doch) )(?:will|m[öo]chte|moechte|w[üu]rde gerne?)\s+(?!ich\b|du\b|er\b|sie\b|es\b|man\b)/i,
  // Egyptian "عايز/عاوز", Levantine "بدي", Gulf "أبغى/أبي", "حابب", "نفسي" as well as the standard "أريد".
  ar: /(?:^|\s)(?:[أا]ريد(?: [أا]ن)?|[أا]ود(?: [أا]ن)?|[أا]رغب(?: في| ب[أا]ن)?|هدفي(?: هو)?(?: [أا]ن)?|(?:هدفي|الهدف)(?: هو)?\s*:|[أا]بغى|[أا]بي|[أا]حتاج(?: [أا]ن| إلى)?|ساعدني(?: على| [أا]ن)?|عايز[ةه]?|عاوز[ةه]?|بدي|ب[ّ]?دي|حاب[بة]?ه?|نفسي)\s+/,
};
/** A wish negated right after its verb ("ich will nicht", "quiero no"), or before it ("no quiero"). */
const OWN_NOT_THE_GOAL = /^(?:nicht|kein\w*|nie|no|nunca|لا|ما|مش)(?:\s|$)/iu;
const OWN_NOT_BEFORE = /(?:^|\s)(?:no|nunca|ni|لا|ما|مش|مو)\s?$/iu;
/** The "in 8 weeks, 3 times a week, 30 minutes" details cut out of the goal (they are slots, not the goal). */
const DIGIT = '[\\d\\u0660-\\u0669\\u06f0-\\u06f9]';
const OWN_GOAL_DETAILS: Record<'es' | 'de' | 'ar', RegExp> = {
  es: new RegExp(
    `(?:^|\\s)(?:en|dentro de|durante|en (?:los|las) pr[oó]xim[oa]s)\\s(?:${DIGIT}+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\\s(?:semanas?|meses|mes|d[ií]as?|años?)|\\s(?:${DIGIT}+|dos|tres|cuatro|cinco|una) (?:veces|vez) (?:por|a la|cada) semana|\\s${DIGIT}+ minutos`,
    'gi',
  ),
  de: new RegExp(
    `(?:^|\\s)(?:in|innerhalb von|innerhalb|f[üu]r|in den n[äa]chsten)\\s(?:${DIGIT}+|einer|einem|eine|zwei|drei|vier|f[üu]nf|sechs|acht|zehn|zw[öo]lf)\\s(?:wochen|woche|monaten|monate|monat|tagen|tage|jahren|jahr)|\\s(?:\\S+mal|${DIGIT}+ ?mal|${DIGIT}+ ?x) (?:pro|die|in der) woche|\\s${DIGIT}+ minuten`,
    'gi',
  ),
  ar: new RegExp(
    `\\s?(?:خلال|في غضون|في|لمدة)\\s(?:${DIGIT}+\\s|\\S+\\s)?(?:[أا]سابيع|[أا]سبوعين|[أا]سبوع|[أا]شهر|شهور|شهرين|شهر|[أا]يام|يوم|يوما|سنة)|\\s?(?:\\S+\\s)?(?:مرات|مرة|مرتين) (?:في|كل) (?:ال)?[أا]سبوع|\\s${DIGIT}+ دقيقة`,
    'g',
  ),
};

const NUMBER_ONLY =
  /^(?:auf|unter|bis|a|hasta|menos de|على|الى|إلى|ل)\s*(?:max|maximal|h[öo]chstens|mind|m[aá]ximo)?\s*[\d\u0660-\u0669]/iu;
const ABOUT_ME: Record<'es' | 'de' | 'ar', RegExp> = {
  es: /^(?:soy|tengo \d+ a[nñ]os|me llamo|mi nombre)(?:\s|$)/i,
  de: /^(?:ich bin|ich hei(?:ß|ss)e|mein name)(?:\s|$)/i,
  ar: /^(?:انا|أنا|اسمي|عمري)(?:\s|$)/u,
};

/** The goal in Spanish, German or Arabic, in the person's own words ("أجري ٥ كيلومتر بدون توقف"), or null. */
/** What follows a goal's label when it is a date or a limit, not the goal ("bis Juni", "máximo 2 veces", "حتى"). */
const LABEL_NOT_GOAL =
  /^\s*(?:bis|hasta|para (?:el|junio|julio|mayo|\d)|antes de|vor|ab|in \d|en \d|max\w*|min\w*|hochstens|höchstens|mindestens|nicht mehr als|no mas de|no más de|by|before|until|حتى|قبل|خلال|بحد اقصى|بحد أقصى)(?![\p{L}])/iu;

export function readOwnGoal(raw: string, language: 'es' | 'de' | 'ar'): string | null {
  // "auf max. 2x pro Woche", "ca. 3 kg", "aprox. 5 km": the point of an abbreviation ends no goal.
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<![\p{L}])(max|min|ca|bzw|usw|etc|aprox|approx|mind|mx)\./giu, '$1');
  // "Ich will NICHT abnehmen", "no quiero bajar de peso": not the goal (decision 114).
  const wishes = [...text.matchAll(new RegExp(OWN_GOAL_START[language].source, 'giu'))].filter(
    (m) =>
      !OWN_NOT_THE_GOAL.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8)) &&
      !OWN_NOT_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index + 1)) &&
      // "Ziel: bis Juni, ...", "meta: máximo 2 veces": a label followed by a date or a limit labels no goal.
      !(m[0].includes(':') && LABEL_NOT_GOAL.test(text.slice(m.index + m[0].length))),
  );
  // "I want" says the goal more surely than a label ("Ziel: ...") (decision 125).
  const found = wishes.find((m) => !m[0].includes(':')) ?? wishes[0];
  // "Will auf max. 2x pro Woche runter": a number to reach with nothing of what it counts is not the goal's words.
  const start = found && !NUMBER_ONLY.test(text.slice(found.index + found[0].length)) ? found : undefined;
  const rest = start ? text.slice(start.index + start[0].length) : text;
  // A point or comma between digits is part of a number ("3.000 €", "35.000 palabras"), not the end of the goal.
  const clause = (rest.split(/(?<!\d)[.,]|[.,](?!\d)|[;:!?\n(\u060c\u061b\u061f]/)[0] ?? '').replace(
    OWN_GOAL_DETAILS[language],
    ' ',
  );
  const goal = clause.replace(/\s+/g, ' ').trim().split(' ').slice(0, 12).join(' ').slice(0, 120);
  if (goal.length < 2 || !/\p{L}/u.test(goal)) return null;
  // Without "I want", only a short message is its own goal ("dormir mejor"), and never what the person says of
  // themselves ("Ich bin 19", "tengo 40 años", "أنا طالب").
  if (!start && (goal.split(' ').length > 8 || ABOUT_ME[language].test(goal))) return null;
  return goal[0]?.toUpperCase() + goal.slice(1);
}
