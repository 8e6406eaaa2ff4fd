import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import type { QuickReply, SlotName } from './api.ts';

/**
 * Everything the dialogue says, in one table (English; the server localises). Quick-reply values are full phrases
 * the parser reads on their own ("3 times a week"), so a tapped reply works whichever question is pending.
 */

export const QUESTIONS: Record<SlotName, string> = {
  domain:
    'What would you like to work on? For example running, getting stronger, weight, sleep, stress, learning something, your career or your money.',
  horizon_weeks: 'By when would you like to get there? A number of weeks or a date is fine.',
  sessions_per_week: 'How many times a week can you work on it?',
  minutes_per_session: 'How many minutes can you give it each time?',
  level: 'Where are you starting from?',
  available_days: 'Which days of the week suit you best?',
};

export const QUICK_REPLIES: Record<SlotName, QuickReply[]> = {
  domain: [
    { label: 'Running', value: 'running' },
    { label: 'Strength', value: 'strength training' },
    { label: 'Weight', value: 'lose weight' },
    { label: 'Sleep', value: 'sleep better' },
    { label: 'Stress', value: 'less stress' },
    { label: 'Learning', value: 'learn a new skill' },
    { label: 'Career', value: 'my career' },
    { label: 'Money', value: 'save money' },
  ],
  horizon_weeks: [
    { label: '4 weeks', value: 'in 4 weeks' },
    { label: '8 weeks', value: 'in 8 weeks' },
    { label: '12 weeks', value: 'in 12 weeks' },
  ],
  sessions_per_week: [
    { label: '2', value: '2 times a week' },
    { label: '3', value: '3 times a week' },
    { label: '4', value: '4 times a week' },
    { label: '5', value: '5 times a week' },
  ],
  minutes_per_session: [
    { label: '20 min', value: '20 minutes' },
    { label: '30 min', value: '30 minutes' },
    { label: '45 min', value: '45 minutes' },
    { label: '60 min', value: '60 minutes' },
  ],
  level: [
    { label: 'Beginner', value: 'beginner' },
    { label: 'Intermediate', value: 'intermediate' },
    { label: 'Advanced', value: 'advanced' },
  ],
  available_days: [
    { label: 'Any day', value: 'any day' },
    { label: 'Weekdays', value: 'weekdays' },
    { label: 'Weekends', value: 'weekends' },
  ],
};

const LEVEL_PHRASES: Record<TIntent['level'], string> = {
  beginner: 'starting as a beginner',
  intermediate: 'at an intermediate level',
  advanced: 'already experienced',
};

/** "an 8-week plan", "an 11-week plan", "a 12-week plan". */
function article(n: number): string {
  return String(n).startsWith('8') || n === 11 || n === 18 ? 'an' : 'a';
}

export const ASSUMPTIONS = {
  goal: (goal: string) => `I took your goal to be "${goal}" because you didn't name one.`,
  horizon_weeks: (weeks: number) =>
    `I assumed ${article(weeks)} ${weeks}-week plan because you didn't say when you want to get there.`,
  sessions_per_week: (sessions: number) =>
    `I assumed ${sessions} ${sessions === 1 ? 'session' : 'sessions'} a week because you didn't say how often.`,
  minutes_per_session: (minutes: number) => `I assumed ${minutes}-minute sessions because you didn't say.`,
  level: (level: TIntent['level']) => `I assumed you are ${LEVEL_PHRASES[level]} because you didn't say.`,
  available_days: () => "I assumed any day of the week works because you didn't name days.",
  weekly_split: (week: number, sessions: number, minutes: number) =>
    `You have ${week} minutes a week, so I planned ${sessions} ${sessions === 1 ? 'session' : 'sessions'} of ${minutes} minutes.`,
  sessions_capped: (days: number) =>
    `You named ${days} ${days === 1 ? 'day' : 'days'}, so I planned ${days} ${days === 1 ? 'session' : 'sessions'} a week.`,
  area: (area: string) =>
    `You weren't sure which area fits, so I planned it as ${area}, the closest to what you wrote. Tell me if another fits better.`,
} as const;

/** What a plan in each domain is for when the person gave no goal of their own. */
export const DEFAULT_GOALS: Record<TPlanDomain, string> = {
  running: 'Run regularly and build endurance',
  strength: 'Get stronger',
  weight: 'Reach a healthier weight',
  sleep: 'Sleep better',
  stress: 'Feel less stressed',
  diabetes: 'Keep my blood sugar in range',
  learning: 'Learn a new skill',
  career: 'Move my career forward',
  business: 'Launch my business',
  finance: 'Get my money in order',
  habits: 'Build a lasting habit',
  swimming: 'Swim further without stopping',
  music: 'Learn to play a piece I love',
  mobility: 'Move more freely and become more flexible',
  interview: 'Be ready for my interview',
  exams: 'Pass my exam with the score I need',
  heart: 'Look after my heart: blood pressure and cholesterol',
  language: 'Hold a real conversation in a new language',
  smoking: 'Quit smoking or vaping for good',
  driving: 'Pass my driving test',
  drinking: 'Drink less alcohol',
  walking: 'Walk more every day',
  content: 'Publish my first pieces and keep a steady schedule',
  speaking: 'Give my talk with confidence',
  relationships: 'Feel closer and talk calmly with my partner',
  parenting: 'Calmer routines and fewer battles with my child',
  social: 'Feel less lonely and build friendships',
  selfcare: 'Build a small daily self-care habit',
  projects: 'Finish my project',
  sport: 'Play my sport better',
};

/** Life areas by id, as quick replies and in clarifying questions (every planned area; see dialogue-i18n/). */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  running: 'Running',
  strength: 'Strength',
  weight: 'Weight',
  sleep: 'Sleep',
  stress: 'Stress',
  diabetes: 'Diabetes',
  learning: 'Learning a skill',
  career: 'Career',
  business: 'Business',
  finance: 'Money',
  habits: 'Habits',
  swimming: 'Swimming',
  mobility: 'Mobility and flexibility',
  heart: 'Heart health',
  smoking: 'Quitting smoking',
  drinking: 'Drinking less',
  walking: 'Walking',
  music: 'Music',
  driving: 'Driving test',
  exams: 'Exams',
  language: 'Learning a language',
  content: 'Content creation',
  interview: 'Job interviews',
  speaking: 'Public speaking',
  relationships: 'Relationships',
  parenting: 'Parenting',
  social: 'Friendships',
  selfcare: 'Self-care',
  projects: 'Finishing a project',
  sport: 'Sport: skills and match fitness',
};

export const CLARIFY = (areas: string) =>
  `I want to get your plan right. Which of these is closest to what you mean: ${areas}? You can also tell me in a few more words.`;

export const GUIDED = (areas: string) =>
  `No problem, let's choose together. From what you wrote, the closest are ${areas}. Tap the one that fits best, or tell me what a good week of it would look like.`;

export const OUT_OF_SCOPE =
  "I can't help with that one. What I do is turn a goal into a step-by-step plan: for example running, getting stronger, weight, sleep, stress, learning something, your career, your business or your money. What would you like to work on?";

export const START_WITH_ONE =
  "That's a big goal, so let's start with one part of it. Which matters most right now? Tap one, or tell me in a few words what a better week would look like.";

/** Always in English: the person wrote in a language the agent does not speak. */
export const UNSUPPORTED_LANGUAGE =
  "Sorry, I can only help in English, Arabic (العربية), Spanish (español) or German (Deutsch). Please write to me in one of these languages and tell me what you'd like to work on.";
