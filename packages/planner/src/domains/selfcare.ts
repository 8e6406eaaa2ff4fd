import { mentions, numberIn } from './baseline.ts';
import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** Which small habit the person named, in any of the plan languages; the first that fits wins. */
const FLOSS = /floss|dental|gums?\b|hilo dental|zahnseide|خيط الأسنان|الخيط/;
const WATER = /water|hydrat|glasses|litres?|liters?|\bagua\b|hidrat|wasser|trinken|\bماء\b|الماء|شرب/;
const SKIN =
  /skin ?care|skincare|sunscreen|moisturi|spf|face wash|piel|crema|haut|hautpflege|sonnencreme|البشرة|بشرتي|واقي الشمس/;
const SCREEN =
  /screens?|phone|scroll|doomscroll|instagram|tiktok|netflix|pantalla|móvil|movil|bildschirm|handy|الشاشة|الجوال|الهاتف/;
const VITAMIN = /vitamin|supplement|pills|vitamina|suplement|nahrungsergänzung|فيتامين|مكملات/;
const STRETCH = /stretch|posture|desk break|move every hour|estirar|estiramiento|dehn|تمدد|تمارين الإطالة/;
const isFloss = (ctx: KpiContext) => mentions(ctx, FLOSS);
const isWater = (ctx: KpiContext) => !isFloss(ctx) && mentions(ctx, WATER);
const isSkin = (ctx: KpiContext) => !isFloss(ctx) && !isWater(ctx) && mentions(ctx, SKIN);
const isScreen = (ctx: KpiContext) => !isFloss(ctx) && !isWater(ctx) && !isSkin(ctx) && mentions(ctx, SCREEN);
const isVitamin = (ctx: KpiContext) =>
  !isFloss(ctx) && !isWater(ctx) && !isSkin(ctx) && !isScreen(ctx) && mentions(ctx, VITAMIN);
const isStretch = (ctx: KpiContext) =>
  !isFloss(ctx) && !isWater(ctx) && !isSkin(ctx) && !isScreen(ctx) && !isVitamin(ctx) && mentions(ctx, STRETCH);
const LITRES = ['l', 'litres', 'liters', 'litre', 'liter'];
/** "I only drink 2 glasses a day", "about 3 cups now": glasses a day today. */
const glassesBaseline = (ctx: KpiContext) =>
  numberIn(ctx, [
    /\bonly (?:drink |have )?(?:about |like )?(\d+) (?:glasses|cups)\b/,
    /\b(\d+) (?:glasses|cups)\b[^.]{0,20}\b(?:now|currently|at the moment|usually)\b/,
  ]);

export const selfcare: DomainTemplate = {
  domain: 'selfcare',
  label: 'self-care habit',
  physical: false,
  keywords: ['self-care', 'habits', 'routine', 'health', 'hydration', 'skincare', 'flossing', 'wellbeing'],
  caution:
    'Ask your doctor or pharmacist before starting vitamins or supplements, especially if you are pregnant or take medication, and never take more than the advised dose. Gums that still bleed after two weeks of daily flossing, or skin irritation that does not settle, are worth showing a dentist or a doctor. With a heart or kidney condition, ask your doctor how much to drink.',
  target_fallback: 'a habit that sticks',
  phases: [
    {
      id: 'tiny',
      title: 'Start tiny',
      share: 0.3,
      focus:
        'A tiny version of the habit, done right after something you already do every day, with a cue you cannot miss.',
      why: 'Tiny habits tied to an existing routine stick because they need almost no willpower.',
    },
    {
      id: 'grow',
      title: 'Grow it',
      share: 0.45,
      focus: 'Grow the habit one step at a time once the tiny version is automatic, and keep the streak going.',
      why: 'Growing only after the habit is automatic keeps it easy enough to do every day.',
    },
    {
      id: 'own',
      title: 'Make it yours',
      share: 0.25,
      focus:
        'Keep the habit through weekends, travel and bad days, with a minimum version for when life gets in the way.',
      why: 'A habit is really yours when it survives the days that do not go to plan.',
    },
  ],
  sessions: [
    {
      id: 'habit',
      title: 'Floss one tooth after brushing',
      share: 0.3,
      phases: ['tiny'],
      when: isFloss,
      description:
        'Right after you brush your teeth at night, floss one tooth. Just one: if you feel like doing more, fine, but one counts. Keep the floss next to your toothbrush and tick the day off straight away.',
      why: 'Flossing one tooth is too small to skip, and it builds the link between brushing and flossing.',
    },
    {
      id: 'habit',
      title: 'Floss all your teeth',
      share: 0.4,
      phases: ['grow', 'own'],
      when: isFloss,
      description:
        'After brushing at night, floss every tooth: about 45 cm of floss wound round two fingers, curved into a C around each tooth and gently slid just under the gumline. Some bleeding in the first one or two weeks is common and usually settles. Tick the day off.',
      why: 'Daily flossing cleans where a toothbrush cannot reach and helps keep gums healthy.',
    },
    {
      id: 'habit',
      title: 'A glass of water with each anchor',
      share: 0.3,
      phases: ['tiny'],
      when: isWater,
      description:
        'Drink one glass of water as soon as you get up, before coffee or tea, and one with each meal. Keep a glass or bottle by the kettle and on the table. Tick each glass off.',
      why: 'Tying water to moments you already have every day makes drinking enough automatic.',
    },
    {
      id: 'habit',
      title: 'Reach your daily water target',
      share: 0.3,
      phases: ['grow', 'own'],
      when: isWater,
      description:
        'Fill a bottle of known size in the morning and keep it in sight. Aim to finish the first one by lunch and the second by late afternoon, then sip with dinner; slow down in the evening so you do not wake at night. Count your glasses or litres for the day. Pale yellow urine is a good sign you drink enough.',
      why: 'A bottle you can see and a time to finish it by turn a vague goal into a daily routine.',
    },
    {
      id: 'habit',
      title: 'Two-step skincare',
      share: 0.3,
      phases: ['tiny'],
      when: isSkin,
      description:
        'Morning, after brushing your teeth: moisturiser with sunscreen (SPF 30 or more), or moisturiser then sunscreen. Evening, after brushing: wash your face with a gentle cleanser and moisturise. Keep both products next to your toothbrush.',
      why: 'Cleansing, moisturising and daily sunscreen are the basics that do most of the good for skin.',
    },
    {
      id: 'habit',
      title: 'Full skincare routine',
      share: 0.4,
      phases: ['grow', 'own'],
      when: isSkin,
      description:
        'Morning: cleanse, moisturise, sunscreen SPF 30 or more (reapply when outdoors for long). Evening: cleanse, any treatment your pharmacist or doctor advised, moisturise. Add only one new product at a time, after testing it on a small patch of skin for 24 hours.',
      why: 'A steady routine, with new products one at a time, shows what helps your skin and what irritates it.',
    },
    {
      id: 'habit',
      title: 'Phone away 30 minutes before bed',
      share: 0.3,
      phases: ['tiny'],
      when: isScreen,
      description:
        'Set an alarm 30 minutes before your bedtime. When it rings, put your phone on charge outside the bedroom (or across the room) and switch to a book, a stretch, music or a chat. Use a normal alarm clock to wake up.',
      why: 'Screens late at night keep the brain alert and push sleep later; a phone out of reach stops the scrolling.',
    },
    {
      id: 'habit',
      title: 'Screen-free hour before bed',
      share: 0.4,
      phases: ['grow', 'own'],
      when: isScreen,
      description:
        'Move your phone-away alarm 15 minutes earlier each week until you have a full screen-free hour before bed. Fill it with something you enjoy: reading, a bath, stretching, tidying for tomorrow, talking. Tick each screen-free evening off.',
      why: 'A full hour without screens gives your body time to wind down and usually brings sleep sooner.',
    },
    {
      id: 'habit',
      title: 'Vitamins with breakfast',
      share: 0.2,
      when: isVitamin,
      description:
        'Take the vitamins your doctor or pharmacist advised, at the dose advised, with breakfast. Keep them next to the kettle or coffee machine (out of children’s reach) and tick the day off straight away so you never take a double dose.',
      why: 'Tying a daily pill to breakfast makes it hard to forget, and ticking it off prevents taking it twice.',
    },
    {
      id: 'habit',
      title: 'Two-minute stretch break',
      share: 0.3,
      when: isStretch,
      description:
        'Each time your hourly reminder goes off, stand up for 2 minutes: 5 slow shoulder rolls, 5 neck turns each way, a chest opener with hands clasped behind you for 20 seconds, a standing hamstring stretch for 20 seconds each side, 10 calf raises. Count the breaks you took today.',
      why: 'Short breaks every hour ease the stiffness of long sitting better than one long stretch in the evening.',
    },
    {
      id: 'habit',
      title: 'Tiny version of your habit',
      share: 0.3,
      phases: ['tiny'],
      description:
        'Do the smallest possible version of your habit, under two minutes, right after something you already do every day (after brushing your teeth, after your first coffee, after you get home). Tick it off and say "nice" to yourself.',
      why: 'A habit this small needs no motivation, and the same anchor every day makes it automatic.',
    },
    {
      id: 'habit',
      title: 'Full version of your habit',
      share: 0.4,
      phases: ['grow', 'own'],
      description:
        'Do the full version of your habit after the same anchor as before. If a day is hard, do the tiny version instead: it still counts for the streak. Tick it off.',
      why: 'Growing the habit on top of a solid anchor keeps it going, and the tiny version saves the streak on bad days.',
    },
    {
      id: 'cue',
      title: 'Set up your cue',
      share: 0.3,
      phases: ['tiny'],
      description:
        'Write your habit recipe: "After I [something I already do daily], I will [the tiny habit]." Put what you need where you will see it at that moment (floss by the toothbrush, a bottle on your desk, the charger outside the bedroom, vitamins by the kettle). Stick the recipe on the mirror or fridge.',
      why: 'A clear anchor and a visible cue do the remembering for you.',
    },
    {
      id: 'cue',
      title: 'Weekly habit review',
      share: 0.3,
      phases: ['grow'],
      description:
        'Count the days you did the habit this week. Fewer than 5? Make it smaller or move it to a better anchor. 6 or 7? Grow it by one small step. Note your current streak.',
      why: 'Adjusting every week keeps the habit at the size you can actually do every day.',
    },
    {
      id: 'cue',
      title: 'Plan for disruptions',
      share: 0.3,
      phases: ['own'],
      description:
        'Write how the habit survives your usual disruptions: weekends, travel, late nights, illness. Pack a travel version (floss picks, a bottle, travel-size products) and decide your minimum version for bad days. Rule: never miss twice in a row.',
      why: 'Most habits break on the days that are different; a plan for them keeps the streak alive.',
    },
  ],
  rotation: ['habit', 'cue', 'habit', 'habit', 'habit', 'habit', 'habit'],
  filler: 'habit',
  finale: null,
  progression: {
    weekly_increase: 0.03,
    deload_every: null,
    deload_factor: 1,
    taper_factor: null,
    cap: 1.2,
    why: 'The habit grows in small steps only once the tiny version is automatic; the time stays short on purpose.',
  },
  checkin: {
    every_weeks: 1,
    description: 'Three quick questions about your habit.',
    why: 'Your answers decide whether the habit grows a step or stays small a little longer.',
    questions: [
      consistencyQuestion('habit days'),
      {
        id: 'automatic',
        prompt: 'How automatic does the habit feel now?',
        options: [
          { label: 'I still forget or fight it', score: 0 },
          { label: 'I need the reminder', score: 1 },
          { label: 'Mostly automatic', score: 2 },
          { label: 'I do it without thinking', score: 3 },
        ],
      },
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 1,
  kpis: [
    {
      id: 'days-done',
      name: 'Days done this week',
      unit: 'days',
      direction: 'increase',
      baseline: (ctx) => (mentions(ctx, /\bnever\b|\bnunca\b|\bnie\b|أبدا|أبدًا/) ? 0 : null),
      target: () => 6,
      why: 'Doing it on most days, week after week, is what makes a habit automatic.',
    },
    {
      id: 'streak',
      name: 'Longest streak',
      unit: 'days',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) => Math.min(60, Math.max(14, Math.round(ctx.weeks * 3.5))),
      why: 'A growing streak is a visible reward, and it is easier to keep going than to start again.',
    },
    {
      id: 'water',
      name: 'Water a day',
      unit: 'L',
      direction: 'increase',
      when: (ctx) => targetIn(ctx, LITRES) !== null,
      baseline: () => null,
      target: (ctx) => targetIn(ctx, LITRES) ?? 2,
      why: 'Litres a day, from where you are now to your target, shows the habit growing.',
    },
    {
      id: 'water',
      name: 'Glasses of water a day',
      unit: 'glasses',
      direction: 'increase',
      when: isWater,
      baseline: glassesBaseline,
      target: (ctx) => targetIn(ctx, ['glasses', 'cups']) ?? 8,
      why: 'Counting glasses is the easiest way to know whether you drink enough.',
    },
    {
      id: 'screen-free',
      name: 'Screen-free minutes before bed',
      unit: 'min',
      direction: 'increase',
      when: isScreen,
      baseline: () => 0,
      target: (ctx) => targetIn(ctx, ['min', 'minutes']) ?? 60,
      why: 'Each extra screen-free minute before bed is time for your body to wind down.',
    },
  ],
  nudges: [
    {
      text: 'Same anchor, every day: right after it, do the habit.',
      why: 'A fixed moment does the remembering for you.',
    },
    {
      text: 'Missed a day? Never miss twice.',
      why: 'One missed day changes nothing; two in a row starts a new habit of skipping.',
    },
    {
      text: 'Keep what you need where you will see it.',
      why: 'Habits follow the path of least effort.',
    },
    {
      text: 'Celebrate right after: a small "yes!" helps the habit stick.',
      why: 'A good feeling right after an action wires it in.',
    },
    {
      text: 'On a hard day, do the tiny version: it still counts.',
      why: 'Keeping the streak matters more than doing it perfectly.',
    },
  ],
};
