import { mentions, NOW_WORDS, plainNumbers } from './baseline.ts';
import { targetIn, type KpiContext, type KpiTemplate, type PhaseTemplate, type SessionTemplate } from './types.ts';

/**
 * Goal-specific versions of the strength template: a pull-up goal gets hangs, scapular pulls, negatives,
 * band-assisted pull-ups and sets toward the target; a squat goal gets squat technique and load steps from the
 * person's current squat; a core or lower-back goal gets planks, bird-dogs, dead bugs and bridges, never crunches.
 * Each is a `when` variant that comes before the general version of the same id (the first that fits wins).
 */

const PULL_UP = /pull[\s-]?ups?\b|chin[\s-]?ups?\b|dominadas?\b|klimmz[üu]g|عقلة|العقلة|سحب الجسم/;
const SQUAT = /\bsquat|sentadilla|kniebeuge|القرفصاء|سكوات/;
const CORE =
  /\bcore\b|lower back|back pain|\babs\b|abdominal|crunch|\bplanks?\b|zona media|lumbar|espalda|abdominales|rumpf|bauchmuskel|r[üu]cken|الظهر|البطن|الجذع/;

export const isPullUp = (ctx: KpiContext) => targetIn(ctx, ['pull-ups', 'chin-ups']) !== null || mentions(ctx, PULL_UP);
/** Already doing 5 or more: volume and sets, not hangs and bands. */
const isStrongPullUp = (ctx: KpiContext) => isPullUp(ctx) && (pullUpBaseline(ctx) ?? 0) >= 5;
const isNewToPullUps = (ctx: KpiContext) => isPullUp(ctx) && !isStrongPullUp(ctx);
export const isSquat = (ctx: KpiContext) => !isPullUp(ctx) && mentions(ctx, SQUAT);
export const isCore = (ctx: KpiContext) => !isPullUp(ctx) && !isSquat(ctx) && mentions(ctx, CORE);

const CLAUSES = /[.;!?\n]|,(?!\d)| but | and /;
const WANT = /\b(?:want|would like|goal|aim|hope|get to|reach|target)\b/;

/** Pull-ups the person says they can do now ("I can do 2 pull-ups", "I can't do a single one": 0). */
export function pullUpBaseline(ctx: KpiContext): number | null {
  const text = plainNumbers(ctx.intent.text);
  if (/\b(?:can'?t|cannot|can not|unable to) do (?:a|one|any|a single|even one)\b|\bzero pull/.test(text)) return 0;
  for (const clause of text.split(CLAUSES)) {
    if (WANT.test(clause) || !(NOW_WORDS.test(clause) || /\bi can\b/.test(clause))) continue;
    const match = /(\d+) ?(?:strict )?(?:pull|chin)[\s-]?ups?\b/.exec(clause) ?? /\bi can do (\d+)\b/.exec(clause);
    if (match) return Number(match[1]);
  }
  return null;
}

/** The squat the person lifts now ("I squat 60 kg", "my squat is 80 kg at the moment"), not the target. */
export function squatBaseline(ctx: KpiContext, target: number | null): number | null {
  const text = plainNumbers(ctx.intent.text);
  for (const clause of text.split(CLAUSES)) {
    if (WANT.test(clause)) continue;
    if (!NOW_WORDS.test(clause) && !/\bi (?:can )?squat\b|\bmy (?:best |max )?squat\b/.test(clause)) continue;
    const match = /(\d+(?:\.\d+)?) ?(?:kg|kgs|kilos?|lbs?|pounds)\b/.exec(clause);
    if (match && Number(match[1]) !== target) return Number(match[1]);
  }
  return null;
}

export const STRENGTH_GOAL_PHASES: PhaseTemplate[] = [
  {
    id: 'foundation',
    title: 'Pull-up volume',
    share: 0.3,
    when: isStrongPullUp,
    focus: 'Many easy sets of pull-ups through the week, about half your best per set, plus rows and hangs for grip.',
    why: 'Frequent practice below your limit grows the reps you can do without grinding you down.',
  },
  {
    id: 'progress',
    title: 'Build your sets',
    share: 0.5,
    when: isStrongPullUp,
    focus: 'Strict pull-up sets stopping one rep short of failure; add a rep to the first set each week.',
    why: 'Adding one rep at a time to near-max sets is steady progress you can measure.',
  },
  {
    id: 'foundation',
    title: 'Hangs and shoulder-blade control',
    share: 0.3,
    when: isNewToPullUps,
    focus: 'Build grip and shoulder control with dead hangs, scapular pulls and rows; legs and core on the other days.',
    why: 'Hanging and shoulder-blade control come first: they make every later pull-up stronger and kinder to your shoulders.',
  },
  {
    id: 'progress',
    title: 'Negatives and assisted pull-ups',
    share: 0.5,
    when: isNewToPullUps,
    focus: 'Slow negatives and band-assisted pull-ups, moving to a lighter band as soon as the reps come easily.',
    why: 'Lowering slowly builds strength beyond what you can pull yet, and a band lets you practise the whole movement.',
  },
  {
    id: 'test',
    title: 'Sets toward your target',
    share: 0.2,
    taper: true,
    when: isPullUp,
    focus: 'Strict pull-up sets stopping one rep short of failure, then a fresh test set toward {target}.',
    why: 'Several good sets build more than one all-out attempt, and a lighter stretch lets the strength show.',
  },
  {
    id: 'foundation',
    title: 'Squat technique',
    share: 0.3,
    when: isSquat,
    focus: 'Goblet and box squats to own your depth and bracing, then find a working weight of about 70% of your best.',
    why: 'The same depth and bracing on every rep let you add load without your knees or back paying for it.',
  },
  {
    id: 'progress',
    title: 'Load steps',
    share: 0.5,
    when: isSquat,
    focus: 'Squat in sets of 5 and add 2.5 kg (5 lb) each time you complete every rep with good form.',
    why: 'Small, regular load steps from where you are now are how a squat climbs safely.',
  },
  {
    id: 'foundation',
    title: 'Brace and breathe',
    share: 0.3,
    when: isCore,
    focus:
      'Learn to brace and breathe with dead bugs, bird-dogs, bridges and short planks; the spine stays still while the limbs move.',
    why: 'A spine held steady under control protects the lower back; bending it over and over does not.',
  },
  {
    id: 'progress',
    title: 'Longer holds',
    share: 0.5,
    when: isCore,
    focus: 'Lengthen the holds and add side planks, single-leg bridges and suitcase carries.',
    why: 'Gradually longer holds build endurance in the muscles that keep your back steady all day.',
  },
];

const SETS_TOWARD_TARGET =
  'Warm up with 2 easy band-assisted sets. Then 4 to 5 sets of strict pull-ups, each stopping one rep before failure, resting 2 to 3 minutes; finish with 2 slow negatives. In the last week, rest well and test one all-out set toward {target}.';
const SETS_WHY =
  'Several near-max sets add reps faster than one all-out set, and a rested test shows your real number.';

export const STRENGTH_GOAL_SESSIONS: SessionTemplate[] = [
  {
    id: 'full-a',
    title: 'Pull-up volume sets',
    share: 1,
    hard: true,
    phases: ['foundation'],
    when: isStrongPullUp,
    description:
      'Warm up with 2 dead hangs of 20 seconds. Then 6 to 8 sets of pull-ups at about half your best (best of 8: sets of 4), resting 90 seconds, and rows 3 × 10. Going well when every rep is clean: chin over the bar, arms straight at the bottom.',
    why: 'Many clean, easy reps build pull-up endurance faster than a few exhausting sets.',
  },
  {
    id: 'full-a',
    title: 'Pull-up basics: hangs and scapular pulls',
    share: 1,
    hard: true,
    phases: ['foundation'],
    when: isNewToPullUps,
    description:
      'Warm up your shoulders for 5 minutes (arm circles, band pull-aparts). Dead hang 4 × 10 to 30 seconds; scapular pulls 3 × 8 (hang with straight arms and pull your shoulder blades down, elbows stay straight); rows under a sturdy table or low bar 3 × 8 to 10. Rest 2 minutes between sets. Going well when you hang 30 seconds and row 10 with a straight body.',
    why: 'Grip, shoulder-blade strength and rowing are the parts a pull-up is built from.',
  },
  {
    id: 'full-a',
    title: 'Pull-up negatives and band-assisted pull-ups',
    share: 1,
    hard: true,
    phases: ['progress'],
    when: isNewToPullUps,
    description:
      'Warm up, then 2 dead hangs of 20 seconds. Negatives: step or jump to chin over the bar and lower yourself over 3 to 5 seconds, 4 sets of 3, resting 2 minutes. Then band-assisted pull-ups 3 × 5 to 8; when you manage 8 clean reps, use a lighter band. Try one strict pull-up at the start of each session and note it.',
    why: 'Slow negatives and assisted reps train the full pull-up before you can do many on your own.',
  },
  {
    id: 'full-a',
    title: 'Pull-up sets toward {target}',
    share: 1,
    hard: true,
    phases: ['progress', 'test'],
    when: isStrongPullUp,
    description: SETS_TOWARD_TARGET,
    why: SETS_WHY,
  },
  {
    id: 'full-a',
    title: 'Pull-up sets toward {target}',
    share: 1,
    hard: true,
    phases: ['test'],
    when: isPullUp,
    description: SETS_TOWARD_TARGET,
    why: SETS_WHY,
  },
  {
    id: 'full-a',
    title: 'Squat technique',
    share: 1,
    hard: true,
    phases: ['foundation'],
    when: isSquat,
    description:
      'Warm up for 5 minutes. Box squats with body weight 2 × 10, then goblet squats 3 × 8 lowering over 3 seconds with a pause at the bottom. Then squat with an empty bar or light weight 3 × 5, adding a little weight each set while your form stays the same. Note the weight of your last good set.',
    why: 'Grooving depth and bracing at light loads makes the heavier weeks safe.',
  },
  {
    id: 'full-a',
    title: 'Squat work sets of 5',
    share: 1,
    hard: true,
    phases: ['progress'],
    when: isSquat,
    description:
      'Warm up with the empty bar and 2 lighter sets. Then 3 × 5 at your working weight (start at about 70 to 75% of your current best), resting 2 to 3 minutes. All reps done with good form? Add 2.5 kg (5 lb) next time. Missed reps two sessions in a row? Drop 10% and build again.',
    why: 'Sets of 5 with small load steps are the classic, reliable way to raise a squat.',
  },
  {
    id: 'full-a',
    title: 'Heavy squat triples and test',
    share: 1,
    hard: true,
    phases: ['test'],
    when: isSquat,
    description:
      'Warm up in steps. Work up to 2 sets of 3 at about 90% of your best, resting 3 minutes. In the last week, work up to your best set of 5 toward {target}. Squat inside a rack with safety pins set, or with a spotter.',
    why: 'Fewer, heavier reps let fatigue clear so your real strength shows on test day.',
  },
  {
    id: 'full-a',
    title: 'Core stability circuit',
    share: 1,
    hard: true,
    when: isCore,
    description:
      'Warm up with 10 slow cat-cows. Then 3 rounds: dead bugs 8 per side (lower back stays on the floor), bird-dogs 8 per side with a 3-second hold, glute bridges 12, front plank 20 to 40 seconds. Rest 60 seconds between rounds. Going well when your lower back stays still and you breathe through every hold.',
    why: 'Exercises that resist movement train the trunk to keep the spine steady, which is what protects the lower back.',
  },
  {
    id: 'core',
    title: 'Side planks, bridges and carries',
    share: 0.6,
    when: isCore,
    description:
      'Side plank 3 × 20 to 30 seconds per side (knees down to start), single-leg glute bridges 3 × 8 per side, and a suitcase carry 3 × 20 metres per side with a heavy bag or dumbbell, standing tall. Stop if pain travels down a leg.',
    why: 'Side planks and carries train the muscles that stop your spine bending sideways; bridges let your glutes share the load.',
  },
];

const PULL_UPS_BY_LEVEL = { beginner: 3, intermediate: 8, advanced: 15 } as const;
const KG = ['kg', 'kgs', 'kilos'];
const LB = ['lb', 'lbs', 'pounds'];

export const STRENGTH_GOAL_KPIS: KpiTemplate[] = [
  {
    id: 'main-lift',
    name: 'Squat, best set of 5',
    unit: 'kg',
    direction: 'increase',
    when: (ctx) => isSquat(ctx) && (targetIn(ctx, KG) ?? 0) >= 20,
    baseline: (ctx) => squatBaseline(ctx, targetIn(ctx, KG)),
    target: (ctx) => targetIn(ctx, KG) ?? 0,
    why: 'Your best set of five, from the weight you squat now, shows each load step landing.',
  },
  {
    id: 'main-lift',
    name: 'Squat, best set of 5',
    unit: 'lb',
    direction: 'increase',
    when: (ctx) => isSquat(ctx) && (targetIn(ctx, LB) ?? 0) >= 45,
    baseline: (ctx) => squatBaseline(ctx, targetIn(ctx, LB)),
    target: (ctx) => targetIn(ctx, LB) ?? 0,
    why: 'Your best set of five, from the weight you squat now, shows each load step landing.',
  },
  {
    id: 'reps',
    name: 'Strict pull-ups in one set',
    unit: 'reps',
    direction: 'increase',
    when: isPullUp,
    baseline: pullUpBaseline,
    target: (ctx) => targetIn(ctx, ['pull-ups', 'chin-ups', 'reps']) ?? PULL_UPS_BY_LEVEL[ctx.intent.level],
    why: 'Your best set of strict pull-ups, chin over the bar and arms straight at the bottom, tracks the goal directly.',
  },
  {
    id: 'plank',
    name: 'Dead hang',
    unit: 's',
    direction: 'increase',
    when: isPullUp,
    baseline: () => null,
    target: () => 60,
    why: 'A one-minute hang shows the grip and shoulder strength pull-ups need.',
  },
  {
    id: 'push-ups',
    name: 'Side plank hold, each side',
    unit: 's',
    direction: 'increase',
    when: (ctx) => isCore(ctx) && targetIn(ctx, ['reps', 'push-ups', 'pushups']) === null,
    baseline: () => null,
    target: ({ intent }) => (intent.level === 'beginner' ? 30 : 45),
    why: 'Side plank time shows the endurance of the muscles that hold your back steady.',
  },
];
