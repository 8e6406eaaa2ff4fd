import { mentions, numberIn } from './baseline.ts';
import { consistencyQuestion, painQuestion } from './common.ts';
import type { DomainTemplate, KpiContext } from './types.ts';

const SPLITS = /\bsplits?\b|spagat|spaga(?:t|ts)\b|السبليت|الانقسام|فتح الرجلين/;
const SQUAT = /\bsquat\b|\bhocke\b|sentadilla|القرفصاء/;
/** "20 cm off the floor", "a hand's width from the ground": how far the splits are from flat. */
const gapBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [
    /\b(\d+(?:\.\d+)?) ?cm\b[^.]{0,20}\b(?:off|from|above|away|to go|short|left)\b/,
    /\b(?:off|from|above)\b[^.]{0,20}\b(\d+(?:\.\d+)?) ?cm\b/,
    /\b(\d+(?:\.\d+)?) ?cm\b/,
  ]);

export const mobility: DomainTemplate = {
  domain: 'mobility',
  label: 'mobility and flexibility',
  physical: true,
  keywords: ['flexibility', 'mobility', 'stretching', 'stretch', 'yoga', 'splits', 'hips', 'hamstrings', 'posture'],
  caution:
    'Stretch to mild tension, never to pain, and never bounce into a stretch. Sharp, pinching or tingling feelings mean ease off; if an old injury or joint problem flares up, see a physiotherapist.',
  target_fallback: 'your flexibility goal',
  phases: [
    {
      id: 'positions',
      title: 'Learn the positions',
      share: 0.3,
      focus: 'Learn each stretch with a neutral back and slow breathing; hold 30 seconds at mild tension, 2 rounds.',
      why: 'Good positions stretch the muscle you mean to stretch and keep your back and knees safe.',
    },
    {
      id: 'deepen',
      title: 'Longer holds and active range',
      share: 0.5,
      focus:
        'Holds grow to 45 to 60 seconds, with contract-relax rounds and active leg raises so you can use the new range.',
      why: 'Time under gentle tension and strength at the end of the range are what make flexibility gains last.',
    },
    {
      id: 'test',
      title: 'Consolidate and measure',
      share: 0.2,
      taper: true,
      focus: 'Keep the routine a little lighter, then measure your splits, reach and holds against the first week.',
      why: 'Measuring on a rested body shows your real progress.',
    },
  ],
  sessions: [
    {
      id: 'lower',
      title: 'Hips and hamstrings stretch',
      share: 1,
      hard: true,
      description:
        'Warm up with 5 minutes of brisk marching or cycling and 10 leg swings each way. Then hold each for 30 to 60 seconds per side, breathing slowly: kneeling hip flexor lunge (tuck the pelvis, squeeze the glute), half splits (hips over the back knee, straight front leg, hinge forward), pigeon or figure-4 stretch, and seated pancake (legs wide, walk hands forward with a long back).',
      why: 'Hip flexors, hamstrings and inner thighs are what hold most people back in the splits and in a forward fold.',
    },
    {
      id: 'yoga',
      title: 'Yoga flow',
      share: 0.9,
      description:
        'Move with your breath: 3 rounds of sun salutation (mountain, forward fold, plank, cobra, downward dog). Then hold low lunge, warrior II, triangle and downward dog for 5 slow breaths each. Finish with child’s pose and 2 minutes lying on your back, breathing into your belly.',
      why: 'A flow links breath and movement, stretching many muscles at once and calming the nervous system so muscles let go.',
    },
    {
      id: 'active',
      title: 'Active flexibility',
      share: 0.8,
      hard: true,
      phases: ['deepen', 'test'],
      description:
        'Contract-relax: in a hamstring or half-splits stretch, press the leg into the floor for 5 seconds, relax and sink a little deeper on the out-breath; 3 rounds per side. Then 2 × 10 slow straight-leg raises lying on your back and 2 × 30-second deep squat holds, heels down (hold a door frame if you need to).',
      why: 'Strength at the end of your range tells the nervous system the new range is safe, so it stays.',
    },
    {
      id: 'desk',
      title: 'Desk stiffness reset',
      share: 0.4,
      description:
        'Ten minutes, no mat needed: 10 cat-cows, 10 seated thoracic rotations each way, 10 chin tucks, 30-second doorway chest stretch, 30-second standing hip flexor stretch each side and 10 slow neck turns. Good for a break between long sitting stretches.',
      why: 'Moving stiff spots often during the day undoes hours of sitting better than one long stretch at night.',
    },
  ],
  rotation: ['lower', 'yoga', 'desk', 'active', 'lower', 'yoga', 'desk'],
  filler: 'yoga',
  finale: {
    id: 'measure',
    title: 'Flexibility test day',
    share: 1,
    description:
      'Warm up for 10 minutes with your usual routine. Then measure: splits gap from the floor (cm, left and right leg in front), sit-and-reach (cm past your toes) and your deep squat hold. Compare with week 1 and take a photo of your best position.',
    why: 'Measuring the same way as in week 1 shows how far you have come toward {target}.',
  },
  progression: {
    weekly_increase: 0.06,
    deload_every: 4,
    deload_factor: 0.85,
    taper_factor: 0.85,
    cap: 1.4,
    why: 'Holds and depth grow slowly, about 6% a week (a few seconds or a little deeper), with an easier week every 4th week.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your stretching and yoga.',
    why: 'Your answers set the next weeks: deeper and longer when stretches feel easy, gentler when anything hurts.',
    questions: [
      {
        id: 'tension',
        prompt: 'How did the stretches feel at your deepest point?',
        options: [
          { label: 'Painful, I had to stop', score: 0 },
          { label: 'Strong, hard to breathe through', score: 1 },
          { label: 'Mild tension, I could breathe calmly', score: 2 },
          { label: 'Easy, I could go deeper', score: 3 },
        ],
      },
      painQuestion,
      consistencyQuestion('stretching sessions'),
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'splits-gap',
      name: 'Splits: gap between hips and floor',
      unit: 'cm',
      direction: 'decrease',
      when: (ctx) => mentions(ctx, SPLITS) || gapBaseline(ctx) !== null,
      baseline: gapBaseline,
      target: (ctx) => {
        const base = gapBaseline(ctx);
        // Most people close 2 to 3 cm a month; a big gap gets a realistic share of it, not "flat in 8 weeks".
        return base === null ? 0 : Math.max(0, Math.round(base - ctx.weeks * 0.75));
      },
      why: 'The gap to the floor is the simplest measure of your splits; measure it the same way each time, warmed up.',
    },
    {
      id: 'sit-reach',
      name: 'Sit-and-reach (past your toes, minus if short)',
      unit: 'cm',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => (ctx.intent.level === 'beginner' ? 5 : 10),
      why: 'Reaching past your toes with straight knees shows hamstring and lower-back flexibility.',
    },
    {
      id: 'squat-hold',
      name: 'Deep squat hold, heels down',
      unit: 's',
      direction: 'increase',
      when: (ctx) => !mentions(ctx, SPLITS) || mentions(ctx, SQUAT),
      baseline: () => null,
      target: (ctx) => (ctx.intent.level === 'beginner' ? 60 : 120),
      why: 'Sitting comfortably in a deep squat shows hip, knee and ankle mobility you use every day.',
    },
    {
      id: 'stiffness',
      name: 'Stiffness at the end of a work day (0 to 10)',
      unit: 'score',
      direction: 'decrease',
      when: (ctx) => !mentions(ctx, SPLITS),
      baseline: () => null,
      target: () => 3,
      why: 'How stiff you feel after sitting is what daily mobility work is meant to change.',
    },
  ],
  nudges: [
    {
      text: 'Stand up and move for 2 minutes every hour you sit today.',
      why: 'Frequent short breaks keep hips and back from stiffening.',
    },
    {
      text: 'Breathe out slowly as you ease into each stretch; never bounce.',
      why: 'A long out-breath relaxes the muscle; bouncing makes it tighten to protect itself.',
    },
    {
      text: 'Stretch when you are warm: after a walk, a workout or a hot shower.',
      why: 'Warm muscles lengthen more easily and more safely.',
    },
    {
      text: 'Mild tension, not pain: rate each stretch 4 to 6 out of 10 and stay there.',
      why: 'Pain makes muscles guard; gentle tension held for longer is what changes range.',
    },
    {
      text: 'Take a photo of your splits or forward fold every two weeks from the same angle.',
      why: 'Flexibility changes slowly; photos make progress visible.',
    },
  ],
};
