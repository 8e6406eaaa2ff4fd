import { mentions, numberIn } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** The child's issue the parent named, in any of the plan languages; the first that fits wins. */
const SLEEP =
  /sleep|bed\b|bedtime|own bed|our bed|night ?wak|wakes? up at night|asleep|\bnaps?\b|schlaf|ins bett|zu bett|dormir|duerm|su cama|acostar|نوم|ينام|تنام|سريره|سريرها|النوم/;
const SCREEN =
  /screen|ipad|tablet|phone|youtube|tiktok|video games?|gaming|fortnite|roblox|minecraft|\btv\b|pantalla|móvil|movil|videojuegos|bildschirm|handy|zocken|fernseh|شاشة|الشاشات|الآيباد|الجوال|الألعاب الإلكترونية/;
const HOMEWORK =
  /homework|school ?work|reading practice|deberes|tareas|hausaufgaben|lernen für die schule|الواجب|الواجبات|المذاكرة/;
const EATING =
  /picky|fussy eat|won'?t eat|refuses? (?:to eat|food|vegetables)|vegetables|veggies|mealtime|meal times|eating|comer|come poco|verduras|\bessen\b|gemüse|mäkelig|wählerisch|الأكل|يأكل|تأكل|الخضار|الطعام/;
const isSleep = (ctx: KpiContext) => mentions(ctx, SLEEP);
const isScreen = (ctx: KpiContext) => !isSleep(ctx) && mentions(ctx, SCREEN);
const isHomework = (ctx: KpiContext) => !isSleep(ctx) && !isScreen(ctx) && mentions(ctx, HOMEWORK);
const isEating = (ctx: KpiContext) => !isSleep(ctx) && !isScreen(ctx) && !isHomework(ctx) && mentions(ctx, EATING);
/** Tantrums, defiance, hitting, and any goal without one of the issues above: calm, consistent responses. */
const isBehaviour = (ctx: KpiContext) => !isSleep(ctx) && !isScreen(ctx) && !isHomework(ctx) && !isEating(ctx);

/** "4 hours of screens a day", "2h on the ipad": minutes a day now (the first number, the stated limit comes later). */
const screenBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [/\b(\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)\b(?! ?(?:a|per) week)/], 60) ??
  numberIn(ctx, [/\b(\d+) ?(?:minutes|mins)\b(?! ?(?:a|per) week)/]);
const screenTarget = (ctx: KpiContext) => {
  const hours = targetIn(ctx, ['h', 'hours', 'hour']);
  return targetIn(ctx, ['min', 'minutes']) ?? (hours !== null ? hours * 60 : 60);
};
/** "5 tantrums a day", "meltdowns 3 times a week": tantrums a week now. */
const tantrumBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [/\b(\d+) (?:tantrums|meltdowns|outbursts)(?: a| per) day\b/], 7) ??
  numberIn(ctx, [/\b(\d+) (?:tantrums|meltdowns|outbursts)(?: a| per) week\b/]);

export const parenting: DomainTemplate = {
  domain: 'parenting',
  label: 'parenting',
  physical: false,
  keywords: ['parenting', 'children', 'kids', 'family', 'routines', 'toddler', 'bedtime', 'behaviour'],
  caution:
    'If you are worried about your child’s health, growth, development, breathing or snoring at night, or eating (very few foods, weight loss, choking or gagging), or if their behaviour changes suddenly, see your paediatrician or family doctor. If you feel you might lose control, put your child somewhere safe, step away for a few minutes and ask for help from a parenting helpline or your doctor.',
  target_fallback: 'calmer days with your child',
  phases: [
    {
      id: 'start',
      title: 'Set up the routine',
      share: 0.25,
      focus:
        'One clear routine, a picture chart your child can follow, and the same responses agreed by every adult at home.',
      why: 'Children cope best when they know what comes next and every adult reacts the same way.',
    },
    {
      id: 'change',
      title: 'Change step by step',
      share: 0.5,
      focus:
        'Small steps every few days, praise and stickers for each success, and calm, boring responses to setbacks.',
      why: 'Small steps your child can manage, rewarded right away, change behaviour faster than big demands.',
    },
    {
      id: 'keep',
      title: 'Make it stick',
      share: 0.25,
      focus: 'Fade the stickers into praise, keep the routine on weekends and holidays, and plan for setbacks.',
      why: 'Consistency after the first success is what makes a new habit last; setbacks after illness or travel are normal.',
    },
  ],
  sessions: [
    {
      id: 'main',
      title: 'Bedtime routine',
      share: 1,
      when: isSleep,
      description:
        'Start at the same time every night and do the same 20 to 30 minute routine in the same order: bath or wash, pyjamas, teeth, toilet, two books, a cuddle and a short song, lights out. Screens off an hour before. Your child ticks each step on the picture chart. Keep your voice quiet and the room dim.',
      why: 'A predictable routine tells a child’s body it is time to sleep, and the same order every night cuts the bargaining.',
    },
    {
      id: 'main',
      title: 'Screen-time plan',
      share: 1,
      when: isScreen,
      description:
        'Agree a family screen plan and write it down: a daily limit that fits your child’s age, no screens in bedrooms or at meals, and none in the hour before bed. Use a visual timer and give a 5-minute warning before time is up. When time ends, switch it off calmly and move to the next activity together.',
      why: 'Clear, written limits that apply every day take the daily argument out of screens.',
    },
    {
      id: 'main',
      title: 'Homework routine',
      share: 1,
      when: isHomework,
      description:
        'Same time and place every school day, after a snack and a short break. Work in short blocks (about 10 minutes per school year, with a 5-minute break between), with a checklist of today’s tasks. Stay nearby to help start, but let your child do the work. Praise effort and finishing, not only right answers.',
      why: 'A fixed slot and small chunks make homework a habit instead of a nightly negotiation.',
    },
    {
      id: 'main',
      title: 'Relaxed family meal',
      share: 1,
      when: isEating,
      description:
        'Eat together at the table, screens off, for 20 to 30 minutes. Serve one food your child already eats plus a small taste of a new or refused food, without comment. No pressure, bribes or praise for eating; talk about your day instead. When time is up, clear the plates calmly; no separate meal later.',
      why: 'Children often need 10 to 15 calm tastes before they accept a new food; pressure makes picky eating worse.',
    },
    {
      id: 'main',
      title: 'Calm response to a tantrum',
      share: 1,
      when: isBehaviour,
      description:
        'When a tantrum starts, stay close and calm, keep your child safe, and name the feeling in a few words ("You’re angry because we left the park"). Do not bargain or give in; wait it out. When it passes, offer a hug and move on without a lecture. Afterwards note the time, what happened just before, and how long it lasted.',
      why: 'A calm, predictable response teaches that tantrums do not change the answer, and the log shows the triggers.',
    },
    {
      id: 'second',
      title: 'Sleep diary and plan',
      share: 0.5,
      phases: ['start'],
      when: isSleep,
      description:
        'For one week, write down when the routine starts, when your child falls asleep, every wake-up or visit to your bed, and what you did. Then pick a bedtime your child falls asleep within 20 minutes of, and agree with the other adults how you will all respond at night.',
      why: 'A week of notes shows the real pattern and gives you a starting point to measure progress.',
    },
    {
      id: 'second',
      title: 'Gradual retreat',
      share: 0.5,
      phases: ['change', 'keep'],
      when: isSleep,
      description:
        'After the routine, sit on a chair next to your child’s bed until they fall asleep, without talking much. Every 2 to 3 nights, move the chair a little further: halfway to the door, by the door, then just outside. If your child gets up or comes to your bed at night, walk them back calmly and quietly, every time.',
      why: 'Moving away in small steps lets your child learn to fall asleep alone without feeling abandoned.',
    },
    {
      id: 'second',
      title: 'Screen-free activity box',
      share: 0.5,
      when: isScreen,
      description:
        'Fill a box with your child’s ideas for screen-free time: a puzzle, drawing, building blocks, a ball, a book, a craft. When screen time ends, the box comes out. Spend the first 10 minutes of it with them so the switch feels like a treat, not a punishment.',
      why: 'Limits work better when something good replaces the screen.',
    },
    {
      id: 'second',
      title: 'Break it into chunks',
      share: 0.5,
      when: isHomework,
      description:
        'On Sunday, look at the week’s homework and projects together and write each day’s tasks on a planner. Break big tasks into pieces of one session each. Your child ticks each piece off; finishing the week’s list earns a small reward you chose together.',
      why: 'A planner shows a child that big tasks are a few small ones, and avoids last-minute panics.',
    },
    {
      id: 'second',
      title: 'Shop and cook together',
      share: 0.5,
      when: isEating,
      description:
        'Let your child choose one vegetable or fruit at the shop and help wash, mix or serve it. Put it on the table without asking them to eat it. Touching, smelling and preparing food are steps toward tasting it.',
      why: 'Children are more willing to try food they helped choose and make.',
    },
    {
      id: 'second',
      title: 'Spot the triggers',
      share: 0.5,
      when: isBehaviour,
      description:
        'Look at your tantrum log: most happen when a child is hungry, tired, or has to stop doing something. Plan for the top trigger: a snack before shopping, a 5-minute warning before leaving, "when-then" ("When your shoes are on, then we can go to the park") and a choice of two ("Red cup or blue cup?").',
      why: 'Preventing the common triggers avoids many tantrums before they start.',
    },
    {
      id: 'chart',
      title: 'Chart, stickers and praise',
      share: 0.4,
      description:
        'Go over the picture chart with your child. Each time they manage the goal (a step of the routine, a calm moment, a night in their own bed), they add a sticker right away while you praise exactly what they did ("You stayed in your bed all night!"). A set number of stickers earns a small reward you chose together, never sweets or extra screen time.',
      why: 'Immediate, specific praise and a visible chart show your child exactly what you want to see more of.',
    },
    {
      id: 'special',
      title: 'Special time',
      share: 0.5,
      description:
        'Spend 10 to 15 minutes one-on-one with your child, phone away. They choose the play and lead it; you follow, describe what they are doing and praise, without teaching, correcting or asking questions. Do it at the same time each day if you can.',
      why: 'A daily dose of full attention fills a child’s need for connection, which often means fewer battles for attention later.',
    },
    {
      id: 'calm',
      title: 'Your calm-down plan',
      share: 0.3,
      description:
        'Write your own plan for when you feel your temper rising: breathe in for 4 and out for 6, lower your voice, say "I need a minute" and step away for a moment when your child is safe. Tonight, note one moment you stayed calm and one you did not, and what helped.',
      why: 'Children learn to calm down by watching adults do it; your calm is the model.',
    },
    {
      id: 'review',
      title: 'Weekly review with the other adults',
      share: 0.5,
      phases: ['change', 'keep'],
      description:
        'Sit down with everyone who looks after your child (partner, grandparent, carer) for 15 minutes. Look at the chart and the notes: what worked, what did not, and the one thing to change next week. Agree on the same words and the same response so your child hears one message.',
      why: 'When every adult responds the same way, children learn the new rule many times faster.',
    },
  ],
  rotation: ['main', 'chart', 'special', 'second', 'main', 'review', 'calm'],
  filler: 'chart',
  finale: {
    id: 'celebrate',
    title: 'Celebrate the progress',
    share: 0.6,
    description:
      'Look at the first week’s chart and this week’s with your child and celebrate with the reward you chose together. Then decide with the other adults which parts of the routine stay for good, and how you will handle the next setback.',
    why: 'Celebrating shows your child their effort mattered, and a plan for setbacks keeps the progress.',
  },
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.2,
    why: 'The routine stays the same every day on purpose: progress comes from small steps your child can manage, not from more time.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about the past week.',
    why: 'Your answers decide whether to take the next small step or to stay on this one a little longer.',
    questions: [
      consistencyQuestion('routine days'),
      {
        id: 'progress',
        prompt: 'How is the behaviour you are working on, compared with the start?',
        options: [
          { label: 'Worse', score: 0 },
          { label: 'About the same', score: 1 },
          { label: 'A little better', score: 2 },
          { label: 'Much better', score: 3 },
        ],
      },
      {
        id: 'calm',
        prompt: 'How often did you manage to respond calmly in hard moments?',
        options: [
          { label: 'Rarely', score: 0 },
          { label: 'Sometimes', score: 1 },
          { label: 'Most of the time', score: 2 },
          { label: 'Almost always', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'own-bed',
      name: 'Nights in their own bed all night (last 7)',
      unit: 'nights',
      direction: 'increase',
      when: isSleep,
      baseline: () => null,
      target: () => 7,
      why: 'Whole nights in their own bed is the goal; counting them shows progress even when some nights are hard.',
    },
    {
      id: 'calm-bedtimes',
      name: 'Calm bedtimes (last 7)',
      unit: 'nights',
      direction: 'increase',
      when: isSleep,
      baseline: () => null,
      target: () => 6,
      why: 'A bedtime without battles is a sign the routine has become your child’s own.',
    },
    {
      id: 'screen-minutes',
      name: 'Screen time a day',
      unit: 'min',
      direction: 'decrease',
      when: isScreen,
      baseline: screenBaseline,
      target: screenTarget,
      why: 'Average daily screen minutes, from where you are now to the limit you agreed, is the clearest measure.',
    },
    {
      id: 'homework-days',
      name: 'Homework days without a fight (this week)',
      unit: 'days',
      direction: 'increase',
      when: isHomework,
      baseline: () => null,
      target: () => 5,
      why: 'Homework done without a battle, day after day, shows the routine works.',
    },
    {
      id: 'new-foods',
      name: 'New or refused foods tasted this week',
      unit: 'foods',
      direction: 'increase',
      when: isEating,
      baseline: () => 0,
      target: () => 3,
      why: 'Each taste, even a tiny one, is a step toward accepting a food.',
    },
    {
      id: 'tantrums',
      name: 'Tantrums this week',
      unit: 'tantrums',
      direction: 'decrease',
      when: isBehaviour,
      baseline: tantrumBaseline,
      target: (ctx) => Math.max(1, Math.round((tantrumBaseline(ctx) ?? 6) / 2)),
      why: 'Fewer and shorter tantrums show that calm responses and fewer triggers are working; some tantrums are normal at this age.',
    },
    {
      id: 'routine-days',
      name: 'Days the routine was followed (last 7)',
      unit: 'days',
      direction: 'increase',
      baseline: () => null,
      target: () => 6,
      why: 'Consistency is the biggest lever a parent has; this shows how steady the routine really is.',
    },
  ],
  nudges: [
    {
      text: 'Catch them being good: praise one specific thing your child did well today.',
      why: 'Children repeat what gets noticed.',
    },
    {
      text: 'Give a 5-minute warning before every change of activity.',
      why: 'Stopping something fun is hard for children; a warning makes it easier.',
    },
    {
      text: 'Same rule, same words, every adult, every day.',
      why: 'Consistency is what makes a new routine stick.',
    },
    {
      text: 'Take 5 minutes for yourself today: a tea, a walk, a call.',
      why: 'A rested parent stays calm more easily.',
    },
    {
      text: 'A setback after illness, travel or a new sibling is normal: go back to the routine.',
      why: 'Old habits come back under stress and fade again with the same steady routine.',
    },
  ],
};
