import { foldLetters } from '../safety/fold.ts';
import { consistencyQuestion, effortQuestion, painQuestion } from './common.ts';
import { targetIn, weeklyShare, type DomainTemplate, type KpiContext } from './types.ts';

const MIN_PER_KM = 6.5;
/** About 25 km/h on the road. */
const MIN_PER_KM_RIDDEN = 2.4;

/**
 * A cycling goal (decision 113): a gran fondo, an FTP, a century ride. The running area has carried cycling's words
 * since it began, but its sessions said "run"; these variants ride. A message that also names running (a
 * triathlon, a duathlon) keeps the running sessions.
 */
const RIDES =
  /\b(?:cycl\w*|bikes?|biking|bicycle|rides?|riding|ftp|watts?|gran ?fondo|sportive|century|zwift|peloton|velodrome|road bike|gravel|mtb|ciclismo|ciclista|bici\w*|rodar|pedalear|radfahr\w*|rennrad\w*|radrennen|fahrrad\w*|radtour\w*)\b|دراج|عجله|سيكل/;
const RUNS =
  /\b(?:run|runs|running|runner|jog\w*|marathon|half marathon|5k|10k|triathlon|duathlon|correr|carrera|laufen|lauf|halbmarathon)\b|جري|اجري|ماراثون/;
/** Running said as not advised or not wanted: "Joggen eher nicht", "no running", "nada de correr" (decision 114). */
const NOT_RUNNING =
  /\b(?:jog\w*|laufen|running|correr)\b (?:eher |lieber |besser |mejor |auch )?(?:nicht|no|not)\b|\b(?:no|not|kein|nicht|nada de|sin|without|ohne) (?:mehr |more |any )?(?:jog\w*|laufen|running|correr)\b|(?:بلاش|مش|بدون|ممنوع) (?:ال)?جري/gu;
const rides = ({ intent }: KpiContext) => {
  const folded = foldLetters(intent.text);
  return RIDES.test(folded) && !RUNS.test(folded.replace(NOT_RUNNING, ' '));
};
const WATTS = ['w', 'watt', 'watts'];

export const running: DomainTemplate = {
  domain: 'running',
  label: 'running',
  physical: true,
  keywords: ['run', 'running', 'runner', 'jog', 'race', 'endurance', 'cardio'],
  caution: null,
  target_fallback: 'your goal distance',
  phases: [
    {
      id: 'base',
      title: 'Base',
      share: 0.4,
      when: rides,
      focus: 'Easy riding at a conversational effort, a high cadence, and a longer ride each week.',
      why: 'Most cycling fitness comes from easy hours on the bike; building them first makes the hard rides count.',
    },
    {
      id: 'build',
      title: 'Build',
      share: 0.45,
      when: rides,
      focus: 'One or two quality rides a week (sweet-spot or intervals) and a longer long ride.',
      why: 'Riding near and above your threshold raises the power you can hold for a long time.',
    },
    {
      id: 'base',
      title: 'Base',
      share: 0.4,
      focus: 'Easy running and run/walk until continuous easy running feels comfortable.',
      why: 'Most running fitness comes from easy running; building it first lowers the risk of injury.',
    },
    {
      id: 'build',
      title: 'Build',
      share: 0.45,
      focus: 'One quality session a week (tempo or intervals) and a longer long run.',
      why: 'Once easy running feels steady, a little faster running makes your goal pace feel easier.',
    },
    {
      id: 'taper',
      title: 'Taper',
      share: 0.15,
      taper: true,
      focus: 'Less volume, a little pace, and rest so you arrive fresh.',
      why: 'A lighter final stretch lets your legs recover so you reach the goal day fresh, not tired.',
    },
  ],
  sessions: [
    {
      id: 'long',
      title: 'Long ride',
      share: 1,
      hard: true,
      when: rides,
      description:
        'The longest ride of the week at an easy, conversational effort. On rides over an hour, eat and drink a little every 20 to 30 minutes.',
      why: 'The long ride builds the endurance to cover {target}.',
    },
    {
      id: 'easy',
      title: 'Easy ride',
      share: 0.75,
      when: rides,
      description:
        'An easy spin at low effort and a high cadence (85 to 95 turns a minute), on the road or an indoor trainer.',
      why: 'Easy riding builds your aerobic base without piling up fatigue.',
    },
    {
      id: 'tempo',
      title: 'Sweet-spot ride',
      share: 0.85,
      hard: true,
      phases: ['build'],
      when: rides,
      description:
        'After 15 minutes easy, ride 2 to 3 blocks of 8 to 15 minutes just below your threshold (hard but steady, about 88 to 94% of your FTP) with 5 minutes easy between, then cool down.',
      why: 'Sweet-spot work raises your threshold power with less fatigue than racing efforts.',
    },
    {
      id: 'intervals',
      title: 'Threshold intervals on the bike',
      share: 0.8,
      hard: true,
      phases: ['build'],
      when: rides,
      description:
        'After a 15-minute warm-up, ride 4 to 6 × 3 to 5 minutes hard (above your threshold) with as long easy between, then cool down for 10 minutes.',
      why: 'Hard efforts above threshold lift the ceiling your steady power grows under.',
    },
    {
      id: 'goal',
      title: 'Goal ride: {target}',
      share: 1,
      hard: true,
      when: rides,
      description:
        'Your goal day. Spin easy for 10 minutes to warm up, start steadier than you feel like, eat and drink early, and hold an even effort to the finish.',
      why: 'Everything in the plan has built toward this ride.',
    },
    {
      id: 'long',
      title: 'Long run',
      share: 1,
      hard: true,
      description:
        'The longest run of the week at a conversational pace. Walk for a minute whenever you need to, then carry on.',
      why: 'The long run builds the endurance to cover {target}.',
    },
    {
      id: 'easy',
      title: 'Easy run',
      share: 0.75,
      description:
        'Run at a pace where you can talk in full sentences. New to running? Alternate 4 minutes of running with 1 minute of walking.',
      why: 'Easy running builds your aerobic base without piling up fatigue.',
    },
    {
      id: 'tempo',
      title: 'Tempo run',
      share: 0.85,
      hard: true,
      phases: ['build'],
      description:
        'Warm up with 10 minutes easy, run the middle part comfortably hard (you can say a few words, not sentences), then cool down for 5 minutes.',
      why: 'Tempo running raises the pace you can hold for a long time.',
    },
    {
      id: 'intervals',
      title: 'Intervals',
      share: 0.8,
      hard: true,
      phases: ['build'],
      description:
        'Warm up for 10 minutes, then run 6 × 1 minute briskly with 2 minutes of easy jogging between, and cool down.',
      why: 'Short, faster repeats improve speed and running form with little risk.',
    },
  ],
  rotation: ['long', 'easy', 'tempo', 'easy', 'intervals', 'easy', 'easy'],
  filler: 'easy',
  finale: {
    id: 'goal',
    title: 'Goal run: {target}',
    share: 1,
    hard: true,
    description:
      'Your goal day. Walk for 5 minutes to warm up, start slower than you feel like, and hold an even pace to the finish.',
    why: 'Everything in the plan has built toward this run.',
  },
  progression: {
    weekly_increase: 0.1,
    deload_every: 4,
    deload_factor: 0.8,
    taper_factor: 0.7,
    cap: 1.6,
    why: 'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about the last two weeks of running.',
    why: 'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.',
    questions: [effortQuestion('runs'), painQuestion, consistencyQuestion('runs')],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'ftp',
      name: 'FTP (the power you can hold for about an hour)',
      unit: 'W',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, WATTS) !== null,
      baseline: ({ intent }) => intent.baseline?.value ?? null,
      target: (ctx) => targetIn(ctx, WATTS) ?? 0,
      why: 'Your threshold power is the goal itself: {target}.',
    },
    {
      id: 'longest-run',
      name: 'Longest ride',
      unit: 'min',
      direction: 'increase',
      when: rides,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, ['min', 'mins', 'minutes']) ?? ctx.intent.minutes_per_session,
      why: 'Riding a whole {minutes}-minute session at a steady effort shows you have the endurance for {target}.',
    },
    {
      id: 'longest-run',
      name: 'Longest continuous run',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => targetIn(ctx, ['min', 'mins', 'minutes']) ?? ctx.intent.minutes_per_session,
      why: 'Running a whole {minutes}-minute session without stopping shows you have the endurance for {target}.',
    },
    {
      id: 'weekly-distance',
      name: 'Weekly distance',
      unit: 'km',
      direction: 'increase',
      when: (ctx) => rides(ctx) && targetIn(ctx, ['mi', 'mile', 'miles']) === null,
      baseline: () => null,
      target: (ctx) => {
        const share = weeklyShare(ctx, 'km');
        if (share !== null) return share;
        const km = targetIn(ctx, ['km', 'k', 'kms', 'kilometers', 'kilometres']);
        const estimate = (ctx.intent.sessions_per_week * ctx.intent.minutes_per_session) / MIN_PER_KM_RIDDEN;
        return Math.round(km !== null ? Math.max(km, estimate) : estimate);
      },
      why: 'Weekly distance is the simplest measure of how much riding your body is absorbing.',
    },
    {
      id: 'weekly-distance',
      name: 'Weekly distance',
      unit: 'km',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, ['mi', 'mile', 'miles']) === null,
      baseline: () => null,
      target: (ctx) => {
        const share = weeklyShare(ctx, 'km');
        if (share !== null) return share;
        const km = targetIn(ctx, ['km', 'k', 'kms', 'kilometers', 'kilometres']);
        const estimate = (ctx.intent.sessions_per_week * ctx.intent.minutes_per_session) / MIN_PER_KM;
        return Math.round(km !== null ? Math.min(km * 1.5, estimate * 1.2) : estimate);
      },
      why: 'Weekly distance is the simplest measure of how much running your body is absorbing.',
    },
    {
      id: 'weekly-distance',
      name: 'Weekly distance',
      unit: 'mi',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, ['mi', 'mile', 'miles']) !== null,
      baseline: () => null,
      target: (ctx) => weeklyShare(ctx, 'mi') ?? Math.round((targetIn(ctx, ['mi', 'mile', 'miles']) ?? 3) * 1.5),
      why: 'Weekly distance is the simplest measure of how much running your body is absorbing.',
    },
  ],
  nudges: [
    { text: 'Lay out your running kit the evening before.', why: 'Removing small obstacles makes starting easier.' },
    {
      text: 'Easy means easy: if you cannot talk, slow down or walk for a minute.',
      why: 'Most new runners run their easy runs too fast and tire before the hard days.',
    },
    {
      text: 'Eat something light 1 to 2 hours before longer runs and drink water through the day.',
      why: 'Fuel and fluids make the long run feel easier.',
    },
    { text: 'Aim for 7 to 9 hours of sleep tonight.', why: 'Your legs adapt to training while you sleep.' },
    {
      text: 'Aches that ease as you warm up are normal; pain that sharpens is not, so stop and rest.',
      why: 'Stopping early keeps a niggle from becoming an injury.',
    },
  ],
};
