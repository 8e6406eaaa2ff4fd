import { numberIn } from './baseline.ts';
import { consistencyQuestion } from './common.ts';
import { targetIn, type DomainTemplate, type KpiContext } from './types.ts';

const CONVERSATION_BY_LEVEL = { beginner: 10, intermediate: 20, advanced: 45 } as const;
/** The CEFR level the person named (A1 = 1 ... C2 = 6), from a target like "CEFR B2". */
const cefrTarget = (ctx: KpiContext) => (ctx.intent.target?.unit.startsWith('CEFR') ? ctx.intent.target.value : null);
/** Words the person says they already know ("I know about 500 words"). */
const knownWords = (ctx: KpiContext) =>
  numberIn(ctx, [/\b(?:know|knew|learned|learnt|have)\b[^.\d]{0,15}(\d+) (?:words|palabras|wörter|wörtern)/]);

export const language: DomainTemplate = {
  domain: 'language',
  label: 'language learning',
  physical: false,
  keywords: ['language', 'vocabulary', 'speaking', 'conversation', 'listening', 'grammar', 'fluency', 'tutor'],
  caution: null,
  target_fallback: 'your language goal',
  phases: [
    {
      id: 'foundations',
      title: 'Foundations',
      share: 0.3,
      focus: 'The most frequent words and phrases, the sounds of the language, and a daily review habit.',
      why: 'The thousand most common words cover most of everyday speech, so they pay off first.',
    },
    {
      id: 'input',
      title: 'Listen and speak',
      share: 0.45,
      focus:
        'Plenty of listening you mostly understand, shadowing, and your first real conversations with a partner or tutor.',
      why: 'Understanding grows from input you can follow; speaking grows only from speaking.',
    },
    {
      id: 'fluency',
      title: 'Real conversations',
      share: 0.25,
      focus: 'Longer conversations, short texts you write and have corrected, and a conversation milestone at the end.',
      why: 'Using the language for something real shows what you can do and what to learn next.',
    },
  ],
  sessions: [
    {
      id: 'speak',
      title: 'Talk to yourself',
      share: 0.6,
      phases: ['foundations'],
      description:
        'Describe out loud for 5 minutes your room, your day or what you see from the window, using this week’s words. Note the 3 words you missed most, look them up and say the sentences again.',
      why: 'Speaking from the first week makes new words yours and takes the fear out of your first conversation.',
    },
    {
      id: 'speak',
      title: 'Speaking with a partner or tutor',
      share: 1,
      hard: true,
      description:
        'A conversation with a tutor or a language-exchange partner (online is fine). Prepare 3 topics and 5 useful phrases before; during it, ask to be corrected; afterwards, turn 3 corrections into new cards.',
      why: 'Real conversations are where words become speech, and corrections show exactly what to fix.',
    },
    {
      id: 'vocab',
      title: 'Daily vocabulary with spaced repetition',
      share: 0.5,
      description:
        'Review your due cards in a spaced-repetition app (Anki or similar), then add 10 new words from a frequency list or from what you heard this week, each in a short example sentence. Say every answer out loud before you flip.',
      why: 'Spaced repetition shows each word just before you would forget it, the cheapest way to keep thousands.',
    },
    {
      id: 'listen',
      title: 'Listening you can follow',
      share: 0.8,
      description:
        'Listen to something you understand 70 to 80% of: a learner podcast, slow news or a series with subtitles in the language. Listen once for the gist, then replay one minute and write down 5 new words or phrases.',
      why: 'Input you mostly understand is how the ear and the grammar grow, without drilling rules.',
    },
    {
      id: 'shadow',
      title: 'Shadowing',
      share: 0.5,
      description:
        'Take a 1-minute clip with a transcript. Listen once, then play it sentence by sentence and repeat right after the speaker, copying rhythm and melody. Record your last try and compare it with the original.',
      why: 'Shadowing trains pronunciation and speaking speed at the same time.',
    },
    {
      id: 'write',
      title: 'Write a short text',
      share: 0.6,
      phases: ['input', 'fluency'],
      description:
        'Write 5 to 8 sentences about your day, your plans or an opinion, using this week’s words. Have it corrected by a tutor, a partner or a language community site, then rewrite it from memory.',
      why: 'Writing gives you time to build correct sentences, which you then reach for when you speak.',
    },
  ],
  rotation: ['speak', 'vocab', 'listen', 'shadow', 'write', 'vocab', 'listen'],
  filler: 'vocab',
  finale: {
    id: 'milestone',
    title: 'Conversation milestone',
    share: 1,
    description:
      'Hold a {minutes}-minute conversation only in the language with a tutor, a partner, or people in a café, a shop or on your trip. List the topics you want to cover before; afterwards note what went well and 3 words you were missing.',
    why: 'A real conversation is the truest test of {target} and a moment worth marking.',
  },
  progression: {
    weekly_increase: 0.05,
    deload_every: 6,
    deload_factor: 0.85,
    taper_factor: null,
    cap: 1.3,
    why: 'Study time grows about 5% a week, with a lighter week every 6th week so your reviews never pile up.',
  },
  checkin: {
    every_weeks: 2,
    description: 'Three quick questions about your language practice.',
    why: 'Your answers set the mix: more listening when it is hard to follow, more speaking when it feels easy.',
    questions: [
      {
        id: 'understanding',
        prompt: 'How much do you understand of your usual listening?',
        options: [
          { label: 'Very little', score: 0 },
          { label: 'Some of it', score: 1 },
          { label: 'Most of it', score: 2 },
          { label: 'Nearly everything', score: 3 },
        ],
      },
      consistencyQuestion('sessions'),
      {
        id: 'speaking',
        prompt: 'How did speaking feel in your last conversation?',
        options: [
          { label: 'I froze', score: 0 },
          { label: 'Slow, but I got through', score: 1 },
          { label: 'Fairly natural', score: 2 },
          { label: 'Easy', score: 3 },
        ],
      },
    ],
  },
  kpi_every_weeks: 2,
  kpis: [
    {
      id: 'words-known',
      name: 'Words known (in your review deck)',
      unit: 'words',
      direction: 'increase',
      baseline: (ctx) => knownWords(ctx) ?? (ctx.intent.level === 'beginner' ? 0 : null),
      target: (ctx) =>
        targetIn(ctx, ['words', 'palabras', 'wörter']) ??
        (knownWords(ctx) ?? 0) + Math.min(3000, 10 * ctx.intent.sessions_per_week * ctx.weeks),
      why: 'A growing count of words you recall shows progress that is easy to miss day to day.',
    },
    {
      id: 'conversation-minutes',
      name: 'Longest conversation in the language',
      unit: 'min',
      direction: 'increase',
      baseline: (ctx) => (ctx.intent.level === 'beginner' ? 0 : null),
      target: (ctx) => targetIn(ctx, ['min', 'mins', 'minutes']) ?? CONVERSATION_BY_LEVEL[ctx.intent.level],
      why: 'Minutes of real conversation are what fluency feels like from the inside.',
    },
    {
      id: 'cefr',
      name: 'CEFR level, self-assessed (A1 = 1 to C2 = 6)',
      unit: 'level',
      direction: 'increase',
      baseline: (ctx) => (ctx.intent.level === 'beginner' ? 0 : null),
      target: (ctx) =>
        cefrTarget(ctx) ??
        (ctx.intent.level === 'beginner' ? (ctx.weeks >= 12 ? 2 : 1) : ctx.intent.level === 'intermediate' ? 4 : 5),
      why: 'Checking yourself against the CEFR can-do statements shows how close you are to {target}.',
    },
  ],
  nudges: [
    { text: 'Do your card reviews before adding new words.', why: 'Due cards forgotten today cost more tomorrow.' },
    {
      text: 'Switch your phone to the language for a week.',
      why: 'Everyday words you see dozens of times stick without effort.',
    },
    {
      text: 'On your way somewhere, describe in the language what you see.',
      why: 'Thinking in the language is speaking practice nobody has to schedule.',
    },
    {
      text: 'Say it wrong, get corrected, remember it: mistakes are how speaking improves.',
      why: 'Fear of mistakes keeps more learners silent than lack of words.',
    },
    { text: 'Fifteen minutes every day beats two hours on Sunday.', why: 'Short, spaced sessions build memory best.' },
  ],
};
