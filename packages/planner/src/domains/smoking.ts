import { mentions, numberIn } from './baseline.ts';
import { confidenceQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const VAPE =
  /\bvap|e-?cig|\bjuul|\bpods?\b|elf ?bar|\bpuffs?\b|dampf|vapear|vapeo|vapeando|السيجارة الإلكترونية|السجائر الإلكترونية|الفيب|فيب|الشيشة الإلكترونية/;
const CIGARETTES = ['cigarettes', 'cigs', 'cigarettes/day', 'a day'];
const isVape = (ctx: KpiContext) =>
  mentions(ctx, VAPE) && !mentions(ctx, /cigarette|\bcigs?\b|smok|cigarrillo|zigarette|سجائر عادية/);

/** "20 a day", "a pack a day", "half a pack": how much they smoke now (a pack is 20). */
const cigaretteBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [/\b(\d+(?:\.\d+)?) packs? (?:a|per) day\b/], 20) ??
  (mentions(ctx, /\b(?:a|one) pack (?:a|per) day\b/) ? 20 : null) ??
  (mentions(ctx, /\bhalf a pack\b/) ? 10 : null) ??
  numberIn(ctx, [
    /(?<!(?:to|under|only|max|maximum) )\b(\d+) ?(?:cigarettes|cigarette|cigs|smokes|cigarrillos|zigaretten)\b/,
    /(?<!(?:to|under|only|max|maximum) )\b(\d+) (?:a|per) day\b/,
    /\b(\d+) (?:al d[ií]a|am tag|pro tag)\b/,
  ]);
const vapeBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [/\b(\d+) (?:times|sessions|hits|breaks) (?:a|per) day\b/, /\bvape (\d+) times\b/]);

export const smoking: DomainTemplate = {
  domain: 'smoking',
  label: 'quitting smoking',
  physical: false,
  keywords: ['quit smoking', 'smoking', 'vaping', 'nicotine', 'cigarettes', 'cravings', 'addiction', 'health'],
  caution:
    'If you are pregnant, have heart disease or take regular medication, ask your doctor or pharmacist which stop-smoking aids suit you: quitting can change how some medicines work. Free stop-smoking services and quitlines in most countries double your chances; your doctor or pharmacist can point you to one.',
  target_fallback: 'a smoke-free life',
  phases: [
    {
      id: 'prepare',
      title: 'Prepare to quit',
      share: 0.2,
      focus:
        'Log your triggers, set a quit date, get nicotine replacement sorted with a pharmacist, and clear out cigarettes, lighters or spare pods.',
      why: 'People who plan their quit date, know their triggers and use support are far more likely to stay quit.',
    },
    {
      id: 'quit',
      title: 'Quit day and the first weeks',
      share: 0.4,
      focus:
        'No smoking or vaping from your quit date, with a craving plan for every trigger and nicotine replacement used every day as advised.',
      why: 'Cravings and withdrawal are strongest in the first 2 to 4 weeks; a plan for each moment gets you through them.',
    },
    {
      id: 'stay',
      title: 'Stay smoke-free',
      share: 0.4,
      focus: 'Keep the craving plan, prepare for risky moments (alcohol, stress, parties) and learn from any slip.',
      why: 'Most relapses happen in the first three months, usually in a situation you can plan for.',
    },
  ],
  sessions: [
    {
      id: 'second',
      title: 'Trigger log',
      share: 0.5,
      phases: ['prepare'],
      description:
        'Each time you smoke or vape today, write down the time, where you were, what you were doing or feeling, and how strong the urge was (0 to 10). Tonight, circle your top 3 triggers and write one thing you will do instead of each.',
      why: 'Knowing your triggers lets you plan for them instead of being ambushed by them.',
    },
    {
      id: 'main',
      title: 'Quit date and support',
      share: 0.8,
      phases: ['prepare'],
      description:
        'Pick your quit date within the next two weeks and write it down. Talk to a pharmacist about nicotine replacement: a patch plus a fast-acting form (gum, lozenge or spray) works best. Ask your doctor about stop-smoking medicines and find a free local stop-smoking service or quitline. Tell two people your date.',
      why: 'Nicotine replacement or medicine plus support roughly doubles or triples the chance of quitting for good.',
    },
    {
      id: 'third',
      title: 'Nicotine step-down',
      share: 0.5,
      phases: ['prepare', 'quit'],
      when: isVape,
      description:
        'Vape only at set times, never all day: put the device away between them, and keep it out of the bedroom and the car. Drop to the next lower nicotine strength every 1 to 2 weeks (for example 20, 12, 6, 3, then 0 mg/ml), then stop on your quit date.',
      why: 'Fewer, planned vaping times and lower strengths shrink the habit and the nicotine dose before you stop.',
    },
    {
      id: 'third',
      title: 'Smoke-free home and car',
      share: 0.5,
      phases: ['prepare', 'quit'],
      description:
        'Make your home and car smoke-free from today and throw out lighters and ashtrays. Before the quit date, delay the first cigarette of the day by 30 minutes more each day; after it, start every morning with your nicotine patch.',
      why: 'Breaking the link between places and smoking makes the habit weaker before you stop.',
    },
    {
      id: 'craving',
      title: 'Craving plan practice',
      share: 0.5,
      description:
        'Go through your craving plan, the 4 Ds: Delay 5 minutes (a craving peaks and passes within 3 to 5 minutes), Deep breathing (in for 4, out for 6, ten times), Drink a glass of water, Do something else (walk round the block, chew gum, text a friend). Use it at every urge today and note how strong the urge was before and after.',
      why: 'A rehearsed plan turns a craving from a crisis into a few minutes you know how to get through.',
    },
    {
      id: 'second',
      title: 'Walk off a craving',
      share: 0.6,
      phases: ['quit', 'stay'],
      description:
        'Take a 10 to 20 minute brisk walk, ideally at a time you used to smoke or vape (after meals, on a break). Leave cigarettes, vapes and money for them at home.',
      why: 'Even a short bout of exercise cuts cravings and withdrawal symptoms.',
    },
    {
      id: 'main',
      title: 'Risky moments and slips',
      share: 0.5,
      phases: ['quit', 'stay'],
      description:
        'Write down the next risky moment this week (drinks, a stressful meeting, friends who smoke) and exactly what you will do instead. If you slipped, note what happened and what you will change; one slip does not undo your progress, so carry on from your quit date.',
      why: 'Most relapses follow a predictable trigger; a slip handled well stays a slip.',
    },
  ],
  rotation: ['main', 'third', 'second', 'craving', 'second', 'craving', 'main'],
  filler: 'craving',
  finale: null,
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.2,
    why: 'The routine stays steady: what changes is the nicotine, down to none from your quit date.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about cravings, slips and confidence.',
    why: 'Your answers decide whether the plan adds more craving support or moves on to staying smoke-free.',
    questions: [
      {
        id: 'slips',
        prompt: 'Did you smoke or vape since the last check-in?',
        options: [
          { label: 'Yes, most days', score: 0 },
          { label: 'A few times', score: 1 },
          { label: 'Once', score: 2 },
          { label: 'Not at all', score: 3 },
        ],
      },
      {
        id: 'cravings',
        prompt: 'How did you handle cravings?',
        options: [
          { label: 'They won most of the time', score: 0 },
          { label: 'Hard, but I got through some', score: 1 },
          { label: 'My craving plan worked most times', score: 2 },
          { label: 'Cravings are fading', score: 3 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'per-day',
      name: 'Vaping sessions a day',
      unit: 'sessions',
      direction: 'decrease',
      when: isVape,
      baseline: vapeBaseline,
      target: (ctx) => targetIn(ctx, ['sessions', 'times']) ?? 0,
      why: 'Counting vaping sessions shows the habit shrinking, down to none from your quit date.',
    },
    {
      id: 'per-day',
      name: 'Cigarettes a day',
      unit: 'cigarettes',
      direction: 'decrease',
      baseline: cigaretteBaseline,
      target: (ctx) => targetIn(ctx, CIGARETTES) ?? 0,
      why: 'Cigarettes a day, from where you start to {target}, is the clearest measure of the goal.',
    },
    {
      id: 'free-days',
      name: 'Nicotine-free days in the last 7',
      unit: 'days',
      direction: 'increase',
      baseline: () => 0,
      target: () => 7,
      why: 'A full week without smoking or vaping, week after week, is what staying quit looks like.',
    },
    {
      id: 'craving',
      name: 'Strongest craving this week (0 to 10)',
      unit: 'score',
      direction: 'decrease',
      baseline: () => null,
      target: () => 3,
      why: 'Cravings fade in strength and number over the first weeks; seeing that helps you hold on.',
    },
  ],
  nudges: [
    {
      text: 'Cravings pass in 3 to 5 minutes: delay, breathe, drink water, do something else.',
      why: 'Knowing a craving is short makes it easier to wait out.',
    },
    {
      text: 'Use your nicotine replacement every day as advised, not only when cravings hit.',
      why: 'Steady nicotine replacement takes the edge off withdrawal; too little is the most common reason it seems not to work.',
    },
    {
      text: 'Put the money you would have spent on cigarettes or vapes in a jar or a savings pot.',
      why: 'Watching the savings grow is a real, visible reward.',
    },
    {
      text: 'Not even a puff: one cigarette or one hit often leads back to the old habit.',
      why: 'The "just one" thought is the most common start of a relapse.',
    },
    {
      text: 'Plan a different drink or a short walk for the moment you used to smoke or vape after meals or coffee.',
      why: 'Replacing the ritual, not only the nicotine, breaks the link.',
    },
    {
      text: 'If you slip, do not give up: note the trigger, plan for it, and carry on.',
      why: 'Many people need a few attempts; each one teaches you something for the next.',
    },
  ],
};
