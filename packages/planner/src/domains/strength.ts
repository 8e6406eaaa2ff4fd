import { effortQuestion, painQuestion } from './common.ts';
import { STRENGTH_GOAL_KPIS, STRENGTH_GOAL_PHASES, STRENGTH_GOAL_SESSIONS } from './strength-goals.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const REPS_BY_LEVEL = { beginner: 15, intermediate: 30, advanced: 45 } as const;
const KG = ['kg', 'kgs', 'kilos'];
const LB = ['lb', 'lbs', 'pounds'];
const REPS = ['reps', 'push-ups', 'pushups', 'pull-ups', 'chin-ups'];
/** A lift target is a heavy number ("squat 100 kg"); a small one is muscle to gain ("gain 5 kg"). */
const liftTarget = (ctx: KpiContext) => {
  const kg = targetIn(ctx, KG);
  const lb = targetIn(ctx, LB);
  return kg !== null && kg >= 20
    ? { value: kg, unit: 'kg' }
    : lb !== null && lb >= 45
      ? { value: lb, unit: 'lb' }
      : null;
};
const gainTarget = (ctx: KpiContext) => (liftTarget(ctx) ? null : (targetIn(ctx, KG) ?? targetIn(ctx, LB)));

/** Training at home without a gym: said so, with no gym, barbell or rack among what the person has (decision 122). */
const AT_HOME =
  /\b(?:no gym|without (?:a )?gym|don'?t have (?:a )?gym|at home|from home|home workouts?|living room|bedroom|in my (?:room|flat|apartment|garage)|body ?weight only|no equipment|sin (?:gimnasio|gym|equipo)|en (?:casa|mi casa|el salon)|ohne (?:fitness ?studio|gym|studio|gerate)|kein(?:e|en)? (?:gym|fitness ?studio|studio)|zu ?hause|zuhause|daheim|im wohnzimmer)\b|في البيت|بالبيت|في المنزل|بالمنزل|مفيش جيم|ما في جيم|مافي جيم|بدون جيم|بلا جيم|ما عندي جيم|مش بروح الجيم|من غير جيم/u;
const GYM_GEAR = /^(?:gym|barbell|rack|plates|bench)$/;
const trainsAtHome = (ctx: KpiContext) =>
  AT_HOME.test(ctx.intent.text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()) &&
  !ctx.intent.equipment.some((item) => GYM_GEAR.test(item));

export const strength: DomainTemplate = {
  domain: 'strength',
  label: 'strength',
  physical: true,
  keywords: ['strength', 'strong', 'muscle', 'gym', 'lifting', 'weights', 'workout', 'fitness', 'bodyweight'],
  caution: null,
  target_fallback: 'your strength goal',
  // Goal-specific versions first (pull-ups, squat, core): the first version of an id that fits the intent wins.
  phases: [
    ...STRENGTH_GOAL_PHASES,
    {
      id: 'foundation',
      title: 'Foundation',
      share: 0.3,
      focus: 'Learn the main movement patterns (squat, hinge, push, pull, carry) with light loads and good form.',
      why: 'Good technique first lets you add load safely later.',
    },
    {
      id: 'progress',
      title: 'Progress',
      share: 0.5,
      focus: 'Add a little weight or a rep or two each week while leaving 1 to 2 reps in reserve.',
      why: 'Steady progressive overload is what makes muscles and tendons stronger.',
    },
    {
      id: 'test',
      title: 'Consolidate and test',
      share: 0.2,
      taper: true,
      focus: 'Lighter volume, then test your key lifts or reps.',
      why: 'A lighter stretch lets strength show before you test it.',
    },
  ],
  sessions: [
    ...STRENGTH_GOAL_SESSIONS,
    // At home without a gym, the same patterns with the body and what a home has (decision 122): no bench press or
    // deadlift for "no gym, just my living room".
    {
      id: 'full-a',
      title: 'Full-body strength A',
      share: 1,
      hard: true,
      when: trainsAtHome,
      description:
        'Warm up for 5 minutes. Squats (bodyweight, or holding a heavy bag), push-ups (hands on a table edge until the floor is easy) and rows under a sturdy table: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.',
      why: 'Squat, push and pull cover most of the muscles you use every day.',
    },
    {
      id: 'full-b',
      title: 'Full-body strength B',
      share: 1,
      hard: true,
      when: trainsAtHome,
      description:
        'Warm up for 5 minutes. Hip bridges (one leg when two are easy), pike push-ups and split squats: 3 sets of 8 to 12 reps. Finish by carrying two full shopping bags for a minute.',
      why: 'The hinge and single-leg work balance session A and protect your back and knees.',
    },
    {
      id: 'full-a',
      title: 'Full-body strength A',
      share: 1,
      hard: true,
      description:
        'Warm up for 5 minutes. Squat (goblet or bodyweight), push-ups or bench press, and rows: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.',
      why: 'Squat, push and pull cover most of the muscles you use every day.',
    },
    {
      id: 'full-b',
      title: 'Full-body strength B',
      share: 1,
      hard: true,
      description:
        'Warm up for 5 minutes. Hip hinge (Romanian deadlift or hip bridge), overhead press and split squats: 3 sets of 8 to 12 reps. Finish with a farmer carry.',
      why: 'The hinge and single-leg work balance session A and protect your back and knees.',
    },
    {
      id: 'core',
      title: 'Core and carries',
      share: 0.6,
      description: 'Plank, side plank and dead bugs: 3 rounds of 30 to 45 seconds each, then 3 loaded carries.',
      why: 'A strong trunk transfers force and keeps your lifts safe.',
    },
    {
      id: 'mobility',
      title: 'Mobility and easy cardio',
      share: 0.6,
      description: '15 minutes of brisk walking or cycling, then hip, ankle and shoulder mobility drills.',
      why: 'Light movement between strength days speeds recovery.',
    },
  ],
  rotation: ['full-a', 'full-b', 'core', 'full-a', 'mobility', 'full-b', 'core'],
  filler: 'mobility',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: 4,
    deload_factor: 0.85,
    taper_factor: 0.85,
    cap: 1.4,
    why: 'Load rises about 5% a week (a little weight or a rep), with a lighter week every 4th week.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your strength sessions.',
    why: 'Your answers decide whether the next weeks add load or hold it.',
    questions: [
      effortQuestion('sessions'),
      painQuestion,
      {
        id: 'form',
        prompt: 'How sure do you feel about your form on the main lifts?',
        options: [
          { label: 'Unsure, it feels wrong', score: 0 },
          { label: 'Getting there', score: 1 },
          { label: 'Confident', score: 2 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    ...STRENGTH_GOAL_KPIS,
    {
      id: 'main-lift',
      name: 'Main lift, best set of 5',
      unit: 'kg',
      direction: 'increase',
      when: (ctx) => liftTarget(ctx)?.unit === 'kg',
      baseline: () => null,
      target: (ctx) => liftTarget(ctx)?.value ?? 0,
      why: 'The weight you lift for five good reps tracks your strength directly.',
    },
    {
      id: 'main-lift',
      name: 'Main lift, best set of 5',
      unit: 'lb',
      direction: 'increase',
      when: (ctx) => liftTarget(ctx)?.unit === 'lb',
      baseline: () => null,
      target: (ctx) => liftTarget(ctx)?.value ?? 0,
      why: 'The weight you lift for five good reps tracks your strength directly.',
    },
    {
      id: 'weight-gained',
      name: 'Body weight gained',
      unit: 'kg',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, KG) !== null && gainTarget(ctx) !== null,
      baseline: () => 0,
      target: (ctx) => Math.min(gainTarget(ctx) ?? 0, Math.round(0.25 * ctx.weeks * 10) / 10),
      why: 'About 0.25 kg a week is a lean pace of muscle gain; faster is mostly fat.',
    },
    {
      id: 'reps',
      name: 'Reps in one set',
      unit: 'reps',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, REPS) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, REPS) ?? 0,
      why: 'Your best set of {target} tracks the goal directly.',
    },
    {
      id: 'push-ups',
      name: 'Push-ups in one set',
      unit: 'reps',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, REPS) === null,
      baseline: () => null,
      target: (ctx) => REPS_BY_LEVEL[ctx.intent.level],
      why: 'Push-ups need no equipment and show upper-body strength and endurance.',
    },
    {
      id: 'plank',
      name: 'Plank hold',
      unit: 's',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => (intent.level === 'beginner' ? 60 : 90),
      why: 'A longer plank shows a stronger, steadier core.',
    },
  ],
  nudges: [
    {
      text: 'Eat some protein at each meal (about 1.6 g per kg of body weight a day).',
      why: 'Muscle grows from training plus enough protein.',
    },
    { text: 'Write down what you lifted today.', why: 'A log makes next week’s small increase obvious.' },
    { text: 'Sleep 7 to 9 hours.', why: 'Strength is built during recovery, not during the session.' },
    {
      text: 'If a lift hurts (not just burns), swap it for an easier version.',
      why: 'Training around pain keeps you consistent.',
    },
  ],
};
