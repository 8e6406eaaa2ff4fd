import { foldWords } from '../domain-keywords-language.ts';
import { confidenceQuestion, consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

/** A skill done with the hands or at a board, in the four languages (folded words of the person's message). */
const HANDS_ON =
  /\b(?:cook\w*|bak(?:e|ing)|chef|knife skills|draw\w*|sketch\w*|paint\w*|watercolou?r|illustrat\w*|manga|photo\w*|camera|chess|knit\w*|crochet\w*|sew\w*|quilt\w*|embroider\w*|woodwork\w*|carv\w*|pottery|ceramic\w*|calligraph\w*|lettering|origami|juggl\w*|magic tricks|cocin\w*|hornear|dibuj\w*|pint\w*|fotograf\w*|ajedrez|tej\w*|coser|costura|kochen|koch\w*|backen|zeichn\w*|mal(?:en|e)|schach|strick\w*|nah(?:en|e)|toepfer\w*|topfer\w*)\b|طبخ|اطبخ|رسم|ارسم|تصوير|شطرنج|خياطه|خياطة|تطريز|كروشيه/u;
const handsOn = (ctx: KpiContext) => HANDS_ON.test(foldWords(ctx.intent.text));

export const learning: DomainTemplate = {
  domain: 'learning',
  label: 'learning',
  physical: false,
  keywords: ['learn', 'language', 'course', 'skill', 'study', 'practice', 'vocabulary', 'speaking', 'lessons'],
  caution: null,
  target_fallback: 'your learning goal',
  phases: [
    {
      id: 'foundations',
      title: 'Foundations',
      share: 0.3,
      focus: 'The most common words, sounds or basic techniques, and a daily review habit.',
      why: 'The first few hundred words or core techniques cover most of what you will use.',
    },
    {
      id: 'practice',
      title: 'Active practice',
      share: 0.5,
      focus: 'Use what you learn: speak, write or play it, and test yourself without notes.',
      why: 'Producing and recalling, not rereading, is what makes knowledge stick.',
    },
    {
      id: 'consolidate',
      title: 'Consolidate',
      share: 0.2,
      focus: 'Review everything, fill the gaps your self-tests show, and try a real-world challenge.',
      why: 'Spaced review before the end turns short-term gains into long-term memory.',
    },
  ],
  sessions: [
    // A skill of the hands (cooking, drawing, photography, chess, crafts): techniques, whole pieces and a reference
    // to compare with, never flashcards (decision 103).
    {
      id: 'new',
      title: 'Learn one technique',
      share: 0.9,
      when: handsOn,
      description:
        'Pick one technique and learn it from a good source (a video, a book, a teacher): watch or read it once, then try it slowly three times.',
      why: 'One technique at a time, tried right away, is learnt faster than watching many.',
    },
    {
      id: 'review',
      title: 'Repeat a technique from memory',
      share: 0.5,
      when: handsOn,
      description:
        'Repeat a technique from an earlier session without the source, slowly first, then at your normal pace. Note what still goes wrong.',
      why: 'Doing it again from memory a few days later is what makes a technique yours.',
    },
    {
      id: 'practice',
      title: 'Make a whole piece',
      share: 1,
      hard: true,
      when: handsOn,
      description:
        'Make one whole thing with what you know so far (a dish, a drawing, a set of photos, a game, a small project) and finish it, even if it is rough.',
      why: 'A finished piece shows how the techniques work together, and what to learn next.',
    },
    {
      id: 'self-test',
      title: 'Compare with a reference',
      share: 0.6,
      hard: true,
      phases: ['practice', 'consolidate'],
      when: handsOn,
      description:
        'Put your latest piece next to a good reference (the dish as served, the drawing you admire, a strong player’s game). Write down the one difference that matters most and work on it next time.',
      why: 'Comparing with a good example shows the next step more clearly than practice alone.',
    },
    {
      id: 'new',
      title: 'Learn new material',
      share: 0.9,
      description:
        'Learn a small new chunk (10 to 15 words or one concept or technique). Make flashcards for what you want to keep.',
      why: 'Small chunks are easier to remember than long sessions of new input.',
    },
    {
      id: 'review',
      title: 'Spaced repetition review',
      share: 0.5,
      description:
        'Review the flashcards that are due (intervals grow: 1, 3, 7, 14 days). Say each answer before you flip the card.',
      why: 'Reviewing just before you would forget is the most efficient way to remember for the long term.',
    },
    {
      id: 'practice',
      title: 'Active practice',
      share: 1,
      hard: true,
      description:
        'Use it: speak or write for 10 minutes (shadow a recording, describe your day), or play or build something with the skill.',
      why: 'Using what you learn reveals the gaps that passive study hides.',
    },
    {
      id: 'self-test',
      title: 'Self-test',
      share: 0.6,
      hard: true,
      phases: ['practice', 'consolidate'],
      description: 'Test yourself without notes on last week’s material, then relearn what you missed.',
      why: 'Retrieval practice strengthens memory more than rereading.',
    },
  ],
  rotation: ['practice', 'new', 'review', 'new', 'self-test', 'review', 'review'],
  filler: 'review',
  finale: null,
  progression: {
    weekly_increase: 0.05,
    deload_every: 6,
    deload_factor: 0.85,
    taper_factor: null,
    cap: 1.3,
    why: 'Study time grows about 5% a week with a lighter review week every 6th week, so reviews never pile up.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about what stuck.',
    why: 'Your answers set the pace: low recall means more review and less new material.',
    questions: [
      {
        id: 'recall',
        prompt: 'How much of the last two weeks’ material can you recall without notes?',
        options: [
          { label: 'Very little', score: 0 },
          { label: 'Some of it', score: 1 },
          { label: 'Most of it', score: 2 },
          { label: 'Nearly all of it', score: 3 },
        ],
      },
      consistencyQuestion('sessions'),
      confidenceQuestion,
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'items-learned',
      name: 'Items learned (cards, words, techniques)',
      unit: 'items',
      direction: 'increase',
      baseline: () => 0,
      target: (ctx) =>
        targetIn(ctx, [
          'words',
          'items',
          'cards',
          'phrases',
          'kanji',
          'chords',
          'songs',
          'chapters',
          'lessons',
          'pieces',
        ]) ?? Math.min(3000, 10 * ctx.intent.sessions_per_week * ctx.weeks),
      why: 'A running count of what you can recall shows progress that is easy to miss day to day.',
    },
    {
      id: 'practice-minutes',
      name: 'Practice minutes per week',
      unit: 'min',
      direction: 'increase',
      baseline: () => null,
      target: ({ intent }) => intent.sessions_per_week * intent.minutes_per_session,
      why: 'Steady weekly practice time is the best predictor of progress.',
    },
  ],
  nudges: [
    { text: 'Do your reviews before learning anything new.', why: 'Due cards forgotten today cost more tomorrow.' },
    {
      text: 'Fifteen minutes today beats two hours on Sunday.',
      why: 'Spaced, short sessions beat cramming for memory.',
    },
    {
      text: 'Explain today’s topic out loud as if teaching a friend.',
      why: 'Teaching exposes what you have not yet understood.',
    },
    { text: 'Sleep well tonight.', why: 'Sleep is when the brain consolidates what you learned.' },
  ],
};
