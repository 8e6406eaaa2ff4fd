import type { IntentCase } from './intent-case.ts';

/**
 * Intent cases for the people and self areas (speaking, relationships, parenting, social,
 * selfcare), kept beside the main table (intent-cases.ts spreads them in) so neither file grows past its size limit.
 * A count of the problem ("tantrums 6 times a day"), a talk's length ("a 20 minute presentation") and screen time
 * ("on his tablet 5 hours a day") are never read as sessions or their length.
 */
export const PEOPLE_CASES: readonly IntentCase[] = [
  // speaking
  {
    text: 'best man speech at my brothers wedding in 8 weeks, I get really bad stage fright',
    expected: { domain: 'speaking', horizon_weeks: 8 },
  },
  {
    text: 'give a 20 minute presentation to the board in 5 weeks, I can rehearse 3 times a week for 30 minutes',
    expected: {
      domain: 'speaking',
      target: { value: 20, unit: 'min' },
      horizon_weeks: 5,
      sessions_per_week: 3,
      minutes_per_session: 30,
    },
  },
  {
    text: 'Give a 10 minute talk at my conference in 6 weeks',
    expected: { domain: 'speaking', target: { value: 10, unit: 'min' }, horizon_weeks: 6, minutes_per_session: null },
  },
  {
    text: 'presnetation skills, i freeze when everyone looks at me',
    expected: { domain: 'speaking' },
  },
  {
    text: 'my nerves are 8/10 when presenting, I can practise 3 times a week',
    expected: { domain: 'speaking', sessions_per_week: 3, horizon_weeks: null },
  },
  // relationships
  {
    text: 'my wife and I fight about money every month, want a calm money talk once a week',
    expected: { domain: 'relationships', sessions_per_week: 1 },
  },
  {
    text: 'get back into dating after my divorce, 2 evenings a week',
    expected: { domain: 'relationships', sessions_per_week: 2 },
  },
  {
    text: 'feel closer to my husband again, we only talk about the kids and bills',
    expected: { domain: 'relationships' },
  },
  {
    text: 'improve communicaton with my girlfriend, closeness is 4/10',
    expected: { domain: 'relationships', horizon_weeks: null },
  },
  // parenting
  {
    text: 'my 3 year old has tantrums 6 times a day, want calmer days within 6 weeks',
    expected: { domain: 'parenting', horizon_weeks: 6, sessions_per_week: null },
  },
  {
    text: 'my son is on his tablet 5 hours a day, want to cut it to 1 hour of screens',
    expected: { domain: 'parenting', target: { value: 1, unit: 'h' }, minutes_per_session: null },
  },
  {
    text: 'my 4yo only eats pasta, picky eater, want her to try new foods',
    expected: { domain: 'parenting' },
  },
  {
    text: 'my 4 year old keeps coming into our bed every night',
    expected: { domain: 'parenting', sessions_per_week: 7 },
  },
  // social
  {
    text: 'moved to a new city 4 months ago and have no friends, want to make 2 friends',
    expected: { domain: 'social', target: { value: 2, unit: 'friends' } },
  },
  {
    text: 'working remotely and so lonley, want to see people 3 times a week',
    expected: { domain: 'social', sessions_per_week: 3 },
  },
  {
    text: 'after my break up i feel so alone',
    expected: { domain: 'social' },
  },
  {
    text: 'so lonely these days, loneliness 8/10',
    expected: { domain: 'social', horizon_weeks: null },
  },
  // selfcare
  {
    text: 'i want to floss every night, i basically never do',
    expected: { domain: 'selfcare', sessions_per_week: 7 },
  },
  {
    text: 'drink 2 litres of water a day',
    expected: { domain: 'selfcare', target: { value: 2, unit: 'L' } },
  },
  {
    text: 'no phone 30 minutes before bed every night for 4 weeks',
    expected: {
      domain: 'selfcare',
      target: { value: 30, unit: 'min' },
      horizon_weeks: 4,
      sessions_per_week: 7,
      minutes_per_session: null,
    },
  },
  {
    text: 'start a skincare routine with sunscreen every morning',
    expected: { domain: 'selfcare', sessions_per_week: 7 },
  },
  // projects (decision 094): a piece of work to finish and hand over
  {
    text: 'I need to finish my PhD thesis in 20 weeks, chapters 4 and 5 still to write',
    expected: { domain: 'projects', horizon_weeks: 20 },
  },
  {
    text: 'I want to finish the first draft of my fantasy novel, 80000 words, I am at 23000',
    expected: { domain: 'projects', target: { value: 80000, unit: 'words' } },
  },
  {
    text: 'build a board game prototype and playtest it with friends, weekends only',
    expected: { domain: 'projects', available_days: [6, 7] },
  },
];
