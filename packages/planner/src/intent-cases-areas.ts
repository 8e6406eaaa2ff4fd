import type { IntentCase } from './intent-case.ts';

/**
 * Intent cases for the life areas (swimming, mobility, heart, smoking, drinking, walking), kept
 * beside the main table (intent-cases.ts spreads them in) so neither file grows past its size limit.
 */
export const AREA_CASES: readonly IntentCase[] = [
  // swimming
  {
    text: 'i cant swim 2 lengths without stopping, want to swim 800m front crawl in 10 weeks, 3 times a week',
    expected: { domain: 'swimming', target: { value: 800, unit: 'm' }, horizon_weeks: 10, sessions_per_week: 3 },
  },
  {
    text: 'Swim a mile in open water by summer, I swim twice a week for 45 minutes',
    expected: {
      domain: 'swimming',
      target: { value: 1609, unit: 'm' },
      sessions_per_week: 2,
      minutes_per_session: 45,
    },
  },
  {
    text: 'never learned to swimm as a kid, want to finally learn',
    expected: { domain: 'swimming', target: null },
  },
  // mobility
  {
    text: 'want my middle splits, still about 25 cm from the floor, 5 days a week 20 min',
    expected: { domain: 'mobility', sessions_per_week: 5, minutes_per_session: 20 },
  },
  {
    text: 'yoga 3x a week for 8 weeks, total beginner',
    expected: { domain: 'mobility', sessions_per_week: 3, horizon_weeks: 8, level: 'beginner' },
  },
  {
    text: 'desk job made my hips and lower back so stiff, need daily streching',
    expected: { domain: 'mobility', sessions_per_week: 7 },
  },
  // heart
  {
    text: 'my blood pressure is 150/95, doctor wants it under 130/80. I can walk 30 min 5 days a week',
    expected: { domain: 'heart', target: { value: 130, unit: 'mmHg' }, sessions_per_week: 5, minutes_per_session: 30 },
  },
  {
    text: 'LDL is 4.1 mmol, want to get it under 3 before my next blood test in 12 weeks',
    expected: { domain: 'heart', target: { value: 3, unit: 'mmol/L' }, horizon_weeks: 12 },
  },
  {
    text: 'high cholesterol runs in my family, want to eat better for my heart',
    expected: { domain: 'heart', target: null },
  },
  // smoking
  {
    text: 'I smoke 20 a day and want to quit in 6 weeks',
    expected: { domain: 'smoking', horizon_weeks: 6, target: null },
  },
  {
    text: 'quit my vape for good, daily check ins, 10 mins',
    expected: { domain: 'smoking', sessions_per_week: 7, minutes_per_session: 10 },
  },
  {
    text: 'cut down from 20 cigs to 5 a day',
    expected: { domain: 'smoking', target: { value: 5, unit: 'cigarettes' } },
  },
  // drinking
  {
    text: 'I drink about 25 beers a week, want to get down to 10 a week in 3 months',
    expected: { domain: 'drinking', target: { value: 10, unit: 'drinks' }, horizon_weeks: 13 },
  },
  {
    text: 'go sober for a while, 5 minutes a day to check in',
    expected: { domain: 'drinking', minutes_per_session: 5 },
  },
  {
    text: 'too many hangovers lately, drinkin way too much on weekends',
    expected: { domain: 'drinking', target: null },
  },
  // walking
  {
    text: 'get to 10k steps a day, currently averaging 3500, 30 min walks daily',
    expected: {
      domain: 'walking',
      target: { value: 10000, unit: 'steps' },
      sessions_per_week: 7,
      minutes_per_session: 30,
    },
  },
  {
    text: 'i want to start walking more, i sit all day. maybe 20 mins at lunch on weekdays',
    expected: { domain: 'walking', minutes_per_session: 20, sessions_per_week: 5 },
  },
  {
    text: 'brisk walk every morning for 8 weeks',
    expected: { domain: 'walking', horizon_weeks: 8, sessions_per_week: 7 },
  },
  // the days of a drinking goal are the goal; a number's comma does not end the goal
  {
    text: 'I want to drink only on fridays and saturdays from now on',
    expected: { domain: 'drinking', available_days: null, sessions_per_week: null },
  },
  {
    text: 'I want to walk 12,000 steps a day by summer',
    expected: { domain: 'walking', goal: 'Walk 12,000 steps a day', target: { value: 12000, unit: 'steps' } },
  },
  {
    text: 'I have about 3 beers a night now and want to cut down',
    expected: { domain: 'drinking', horizon_weeks: null },
  },
];
