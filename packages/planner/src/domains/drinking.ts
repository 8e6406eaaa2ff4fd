import { mentions, numberIn } from './baseline.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const DRINKS = ['drinks', 'beers', 'pints', 'glasses', 'units', 'cans'];
const WEEKENDS_ONLY =
  /weekends? only|only (?:on )?(?:the )?weekends?|only (?:on )?(?:fri|sat)|solo (?:los )?fines de semana|s[oó]lo el fin de semana|nur am wochenende|nur noch am wochenende|فقط في (?:عطلة )?نهاية الأسبوع/;
const NOT_TARGET = '(?<!(?:to|under|max|maximum|only|than|most) )';
const UNIT = '(?:drinks|beers|pints|glasses|cans|units|bottles of beer|copas|cervezas|bier|gläser|drinks)';

/** "about 20 drinks a week", "3 beers a night" (times 7): how much they drink now, in the person's own counting. */
const drinksBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [
    new RegExp(
      `${NOT_TARGET}\\b(\\d+) ${UNIT}(?: of \\w+)? (?:a|per|each|every|a la|por|pro|die) (?:week|semana|woche)`,
    ),
  ]) ??
  numberIn(
    ctx,
    [
      new RegExp(
        `${NOT_TARGET}\\b(\\d+) ${UNIT}(?: of \\w+)? (?:a|per|each|every|al|por|pro|am) (?:day|night|evening|d[ií]a|noche|tag|abend)`,
      ),
    ],
    7,
  );
const drinksTarget = (ctx: KpiContext) => {
  const own = targetIn(ctx, DRINKS);
  if (own !== null) return own;
  const base = drinksBaseline(ctx);
  return base === null ? 7 : Math.round(base / 2);
};

export const drinking: DomainTemplate = {
  domain: 'drinking',
  label: 'drinking less',
  physical: false,
  keywords: ['alcohol', 'drinking', 'sober', 'drink less', 'habits', 'health', 'mindful drinking'],
  caution:
    'If you drink heavily every day, or get shaky, sweaty, anxious or sick when you cut down, do not stop suddenly: alcohol withdrawal can be dangerous. Talk to a doctor first about cutting down safely. If you are pregnant or take medicines that interact with alcohol, ask your doctor too.',
  target_fallback: 'your drinking goal',
  phases: [
    {
      id: 'track',
      title: 'Count and set limits',
      share: 0.25,
      focus:
        'Count every drink for a week without judging, in standard drinks, then set a weekly limit and your alcohol-free days.',
      why: 'Most people drink more than they think; an honest count shows where the easiest cuts are.',
    },
    {
      id: 'cut',
      title: 'Cut down',
      share: 0.5,
      focus:
        'Alcohol-free days every week, swaps for the usual drinks, a plan for every social occasion, and a limit that steps down.',
      why: 'Planned alcohol-free days and ready swaps change the habit more reliably than willpower in the moment.',
    },
    {
      id: 'keep',
      title: 'Keep it up',
      share: 0.25,
      focus: 'Hold your new limit, plan ahead for holidays and parties, and learn from any heavy day.',
      why: 'A new drinking pattern lasts when you have a plan for the situations that used to break it.',
    },
  ],
  sessions: [
    {
      id: 'log',
      title: 'Drink diary',
      share: 0.5,
      description:
        'Write down every drink today: what, how much, where, with whom and why (habit, stress, company). Count standard drinks: a small glass of wine, a bottle of regular beer or a single measure of spirits is about one; a pint of strong beer or a large glass of wine is two or more. No drinks today? Mark it as an alcohol-free day.',
      why: 'Counting makes the habit visible, and seeing the numbers is often enough to start cutting down.',
    },
    {
      id: 'af-day',
      title: 'Alcohol-free day',
      share: 0.5,
      description:
        'Today is alcohol-free. Decide now what you will drink instead at your usual time (alcohol-free beer, sparkling water with lime, tea) and what you will do at the moment you would pour a drink (a walk, a call, a shower, cooking). Keep alcohol out of easy reach.',
      why: 'Regular alcohol-free days give your liver a rest and break the automatic evening drink.',
    },
    {
      id: 'urge',
      title: 'Urge plan',
      share: 0.5,
      description:
        'When the urge comes (after work, stress, boredom), wait 15 minutes and ride it out: notice where you feel it, breathe slowly, drink a glass of water and do something else. Write down your top 3 triggers and one alternative for each.',
      why: 'Urges rise and fall like a wave; riding out a few teaches you they pass without a drink.',
    },
    {
      id: 'social',
      title: 'Social plan',
      share: 0.5,
      phases: ['cut', 'keep'],
      description:
        'For your next social occasion: decide your limit before you go, start with a soft drink, alternate every drink with water, choose smaller or lower-strength drinks, eat first, and have a line ready ("I’m driving", "I’m cutting down"). Leave when you planned.',
      why: 'Most heavy drinking happens in company; a plan made beforehand beats a decision made three drinks in.',
    },
    {
      id: 'review',
      title: 'Weekly review',
      share: 0.5,
      phases: ['cut', 'keep'],
      description:
        'Add up this week’s drinks and alcohol-free days and compare them with your limit. Note what helped and what got in the way, then set next week’s limit: a little lower, or the same if this week was hard.',
      why: 'A weekly look at the numbers keeps the limit realistic and stepping down.',
    },
  ],
  rotation: ['af-day', 'log', 'urge', 'social', 'af-day', 'review', 'log'],
  filler: 'log',
  finale: null,
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.2,
    why: 'The routine stays light and daily; what steps down is your weekly limit, a little at a time.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your limit, alcohol-free days and how you feel.',
    why: 'Your answers set the next weeks: more support where it was hard, a lower limit where it went well.',
    questions: [
      {
        id: 'limit',
        prompt: 'How often did you stay within your planned limit?',
        options: [
          { label: 'Rarely', score: 0 },
          { label: 'About half the time', score: 1 },
          { label: 'Most weeks', score: 2 },
          { label: 'Every week', score: 3 },
        ],
      },
      {
        id: 'af-days',
        prompt: 'How did the alcohol-free days go?',
        options: [
          { label: 'I drank on most of them', score: 0 },
          { label: 'Hard, but I managed some', score: 1 },
          { label: 'Mostly fine', score: 2 },
          { label: 'Easy', score: 3 },
        ],
      },
      {
        id: 'withdrawal',
        prompt: 'Did you feel shaky, sweaty, anxious or sick when you drank less?',
        options: [
          { label: 'Yes, strongly: I will talk to a doctor before cutting further', score: 0 },
          { label: 'A little, and it passed', score: 1 },
          { label: 'No', score: 2 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'drinks-week',
      name: 'Drinks this week',
      unit: 'drinks',
      direction: 'decrease',
      baseline: drinksBaseline,
      target: drinksTarget,
      why: 'Fewer drinks a week lowers the risks to your liver, heart, sleep and mood; for health, less is always better.',
    },
    {
      id: 'af-days',
      name: 'Alcohol-free days this week',
      unit: 'days',
      direction: 'increase',
      baseline: () => null,
      target: (ctx) => (mentions(ctx, WEEKENDS_ONLY) ? 5 : Math.min(7, targetIn(ctx, ['days', 'dry days']) ?? 4)),
      why: 'Several alcohol-free days each week keep drinking from becoming a daily habit.',
    },
    {
      id: 'heaviest-day',
      name: 'Most drinks on one day this week',
      unit: 'drinks',
      direction: 'decrease',
      baseline: () => null,
      target: () => 3,
      why: 'Heavy single sessions carry most of the short-term risk (accidents, blackouts, hangovers).',
    },
  ],
  nudges: [
    {
      text: 'Eat before you drink and have a glass of water between drinks.',
      why: 'Food and water slow drinking down and soften its effects.',
    },
    {
      text: 'Keep a favourite alcohol-free drink in the fridge for the evening.',
      why: 'An appealing swap at the usual moment keeps the ritual without the alcohol.',
    },
    {
      text: 'Buy smaller: cans instead of bottles, single glasses instead of a whole bottle.',
      why: 'What is open or at hand tends to get finished.',
    },
    {
      text: 'Notice how you sleep and feel the morning after an alcohol-free day.',
      why: 'Better sleep and mornings are rewards you feel within days.',
    },
    {
      text: 'Tell a friend about your limit and ask them to back you up at the next night out.',
      why: 'Support from the people you drink with makes saying no much easier.',
    },
    {
      text: 'A heavy day is a lesson, not a failure: note the trigger and plan for it next time.',
      why: 'People who cut down successfully learn from slips instead of giving up.',
    },
  ],
};
