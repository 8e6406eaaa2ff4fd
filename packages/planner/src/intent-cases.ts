import { SKILL_CASES } from './intent-cases-skills.ts';
import { AREA_CASES } from './intent-cases-areas.ts';
import { PEOPLE_CASES } from './intent-cases-people.ts';
export type { IntentCase } from './intent-case.ts';
import type { IntentCase } from './intent-case.ts';

/**
 * Intents as people actually type them (typos, mixed units, vague and rambling ones), with the domain and the slots
 * the parser must read. Used by parse.test.ts and by the planner benchmark. `today` for every case is CASES_TODAY
 * (a Sunday), so dated horizons are stable.
 */
export const CASES_TODAY = '2026-11-22';

export const INTENT_CASES: readonly IntentCase[] = [
  // running
  {
    text: 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes',
    expected: {
      domain: 'running',
      goal: 'Run a 10K',
      target: { value: 10, unit: 'km' },
      horizon_weeks: 8,
      sessions_per_week: 3,
      minutes_per_session: 40,
    },
  },
  {
    text: 'couch to 5k!! never ran in my life, 30 min 3x/week, bad knee tho',
    expected: {
      domain: 'running',
      target: { value: 5, unit: 'km' },
      sessions_per_week: 3,
      minutes_per_session: 30,
      level: 'beginner',
      injuries: ['knee'],
    },
  },
  {
    text: 'Training for my first half marathon on March 15. Been running on and off, can do 3 days a week, mon/wed/sat, about an hour each',
    expected: {
      domain: 'running',
      target: { value: 21.1, unit: 'km' },
      horizon_weeks: 17,
      sessions_per_week: 3,
      minutes_per_session: 60,
      level: 'intermediate',
      available_days: [1, 3, 6],
    },
  },
  {
    text: 'wanna get back into runing, havent run in years. maybe 20-30 mins twice a week',
    expected: { domain: 'running', level: 'beginner', sessions_per_week: 2, minutes_per_session: 30 },
  },
  {
    text: "marathon in 16 weeks, I've been running for 5 years, 5 days a week, 90 minutes",
    expected: {
      domain: 'running',
      target: { value: 42.2, unit: 'km' },
      horizon_weeks: 16,
      sessions_per_week: 5,
      minutes_per_session: 90,
      level: 'advanced',
    },
  },
  {
    text: "I'd like to jog 5 km without stopping by summer, shin splints are a worry. only weekends",
    expected: {
      domain: 'running',
      target: { value: 5, unit: 'km' },
      horizon_weeks: 31,
      injuries: ['shin splints'],
      available_days: [6, 7],
      sessions_per_week: 2,
    },
  },
  {
    text: 'run 3 miles in 6 weeks, treadmill at home',
    expected: { domain: 'running', target: { value: 3, unit: 'mi' }, horizon_weeks: 6, equipment: ['treadmill'] },
  },
  {
    text: 'half-marathon in 3 months, 4x per week, 45-60 min, experienced runner',
    expected: {
      domain: 'running',
      target: { value: 21.1, unit: 'km' },
      horizon_weeks: 13,
      sessions_per_week: 4,
      minutes_per_session: 60,
      level: 'advanced',
    },
  },
  {
    text: "So basically I've been meaning to do this for ages, my friend dragged me to a parkrun last month and I nearly died lol. I'm 34, work in an office, sit all day, and I'd love to be able to run the whole 5k without walking by spring. I can probably do tuesdays and thursdays after work plus a longer one on sunday mornings, maybe 30-40 mins? my left knee gets sore on stairs though. no gym membership.",
    expected: {
      domain: 'running',
      goal: 'Run the whole 5k without walking',
      target: { value: 5, unit: 'km' },
      horizon_weeks: 17,
      available_days: [2, 4, 7],
      sessions_per_week: 3,
      minutes_per_session: 40,
      injuries: ['knee'],
      equipment: [],
    },
  },
  // strength
  {
    text: 'I want to get stronger, I have dumbbells and a pull up bar at home, 45 min mon/wed/fri',
    expected: {
      domain: 'strength',
      goal: 'Get stronger',
      sessions_per_week: 3,
      minutes_per_session: 45,
      available_days: [1, 3, 5],
      equipment: ['dumbbells', 'pull-up bar'],
    },
  },
  {
    text: 'be able to do 10 push-ups by the end of the year, no equipment, complete beginner',
    expected: {
      domain: 'strength',
      target: { value: 10, unit: 'push-ups' },
      horizon_weeks: 6,
      equipment: ['no equipment'],
      level: 'beginner',
    },
  },
  {
    text: 'build muscle, gym 4x a week for an hour, lower back pain sometimes',
    expected: { domain: 'strength', sessions_per_week: 4, minutes_per_session: 60, injuries: ['lower back'] },
  },
  {
    text: 'strenght training for my shoulder rehab, 3 times a week 30 minutes, resistance bands',
    expected: {
      domain: 'strength',
      sessions_per_week: 3,
      minutes_per_session: 30,
      injuries: ['shoulder'],
      equipment: ['resistance bands'],
    },
  },
  {
    text: 'Deadlift 100kg in 12 weeks. Intermediate lifter, barbell at my gym',
    expected: {
      domain: 'strength',
      target: { value: 100, unit: 'kg' },
      horizon_weeks: 12,
      level: 'intermediate',
      equipment: ['barbell', 'gym'],
    },
  },
  { text: 'get fit', expected: { domain: 'strength' } },
  // weight
  {
    text: 'i wanna loose 5kg before my wedding on 2027-05-02',
    expected: { domain: 'weight', goal: 'Lose 5kg', target: { value: 5, unit: 'kg' }, horizon_weeks: 23 },
  },
  {
    text: 'Lose 10 lbs in 2 months, I can walk 30 min a day',
    expected: {
      domain: 'weight',
      target: { value: 10, unit: 'lb' },
      horizon_weeks: 9,
      minutes_per_session: 30,
      sessions_per_week: 7,
    },
  },
  {
    text: "need to loose weight, doctor says I'm overweight. hate the gym. budget under 30 euros a month for apps",
    expected: { domain: 'weight', budget_minor: 3000 },
  },
  {
    text: 'Eat healthier and drop a stone by christmas',
    expected: { domain: 'weight', target: { value: 6.4, unit: 'kg' }, horizon_weeks: 5 },
  },
  {
    text: 'weight loss, 3 days a week, 45 mins, bad ankle',
    expected: { domain: 'weight', sessions_per_week: 3, minutes_per_session: 45, injuries: ['ankle'] },
  },
  {
    text: 'lose 8 kilos, I weigh 190 lbs lol, walking 1h a day',
    expected: { domain: 'weight', target: { value: 8, unit: 'kg' }, minutes_per_session: 60, sessions_per_week: 7 },
  },
  // sleep
  { text: "I can't fall asleep before 2am and I'm exhausted all day", expected: { domain: 'sleep' } },
  {
    text: 'help me sleep better, I want 8 hours a night within 4 weeks',
    expected: { domain: 'sleep', target: { value: 8, unit: 'hours' }, horizon_weeks: 4, minutes_per_session: null },
  },
  {
    text: 'insomnia for months, nothing works. 15 min every evening to wind down',
    expected: { domain: 'sleep', minutes_per_session: 15, sessions_per_week: 7, horizon_weeks: null },
  },
  { text: 'fix my sleep schedule, night shifts, i wake up tired', expected: { domain: 'sleep' } },
  { text: 'sleeep better by january', expected: { domain: 'sleep', horizon_weeks: 10 } },
  // stress
  {
    text: "Work is stressing me out, I'm anxious all the time. 10 minutes a day",
    expected: { domain: 'stress', minutes_per_session: 10, sessions_per_week: 7 },
  },
  {
    text: 'I want to learn meditation to manage anxiety, beginner, 5 days a week',
    expected: { domain: 'stress', sessions_per_week: 5, level: 'beginner' },
  },
  {
    text: 'feeling burned out and overwhelmed, need to calm down, evenings only, 20 mins',
    expected: { domain: 'stress', minutes_per_session: 20 },
  },
  {
    text: 'panic attacks before presentations, want to feel calmer in 6 weeks',
    expected: { domain: 'stress', horizon_weeks: 6 },
  },
  {
    text: 'Reduce stress at work. I have 15 mins at lunch on weekdays',
    expected: { domain: 'stress', minutes_per_session: 15, available_days: [1, 2, 3, 4, 5], sessions_per_week: 5 },
  },
  // diabetes
  {
    text: 'I was just diagnosed with type 2 diabetes, want to get my A1C under 7 in 3 months',
    expected: { domain: 'diabetes', target: { value: 7, unit: '%' }, horizon_weeks: 13 },
  },
  {
    text: 'prediabetic, doctor told me to walk more. 30 min walks 5 days a week',
    expected: { domain: 'diabetes', sessions_per_week: 5, minutes_per_session: 30 },
  },
  {
    text: 'help me manage my blood sugar, I have a glucose meter, arthritis in my knees',
    expected: { domain: 'diabetes', equipment: ['glucose meter'], injuries: ['arthritis', 'knee'] },
  },
  {
    text: 'T2D, fasting glucose around 150, want it under 120',
    expected: { domain: 'diabetes', target: { value: 120, unit: 'mg/dL' } },
  },
  { text: 'my sugar levels are high and my doctor is worried', expected: { domain: 'diabetes' } },
  // learning (languages, instruments and exams have their own areas: intent-cases-skills.ts)
  {
    text: 'Learn Python for data analysis in 12 weeks, 5 hours a week',
    expected: { domain: 'learning', horizon_weeks: 12, minutes_per_session: null },
  },
  {
    text: 'memorise surah al-kahf in 10 weeks, 20 minutes after fajr',
    expected: { domain: 'learning', horizon_weeks: 10 },
  },
  { text: 'get better at chess, 30 minutes a day', expected: { domain: 'learning', minutes_per_session: 30 } },
  // career
  {
    text: 'I want a promotion to senior engineer within 6 months',
    expected: { domain: 'career', goal: 'A promotion to senior engineer', horizon_weeks: 26 },
  },
  {
    text: "switch careers into UX design by september. I've got about 45 min on weekdays",
    expected: {
      domain: 'career',
      horizon_weeks: 45,
      minutes_per_session: 45,
      sessions_per_week: 5,
      available_days: [1, 2, 3, 4, 5],
    },
  },
  {
    text: 'update my CV and LinkedIn and apply to 20 jobs this month',
    expected: { domain: 'career', target: { value: 20, unit: 'jobs' } },
  },
  { text: 'stuck in a dead end job, want something better', expected: { domain: 'career' } },
  // business
  {
    text: 'Launch my online shop selling candles on etsy in 8 weeks, budget $200',
    expected: { domain: 'business', horizon_weeks: 8, budget_minor: 20000 },
  },
  {
    text: 'start a side hustle, freelance design, first 5 clients by june',
    expected: { domain: 'business', target: { value: 5, unit: 'clients' }, horizon_weeks: 32 },
  },
  {
    text: 'I want to finish the MVP of my app in 3 months, 10 hours a week',
    expected: { domain: 'projects', horizon_weeks: 13 },
  },
  // sport (decision 113)
  {
    text: 'I want to improve my padel backhand, I play tuesdays and thursdays',
    expected: { domain: 'sport', available_days: [2, 4] },
  },
  {
    text: 'get back to 5-a-side football in 8 weeks, 3 sessions a week',
    expected: { domain: 'sport', horizon_weeks: 8 },
  },
  { text: 'quiero mejorar mi saque de tenis antes del torneo del club', expected: { domain: 'sport' } },
  {
    text: "grow my bakery's instagram and get 100 new customers, weekends only",
    expected: { domain: 'business', target: { value: 100, unit: 'customers' }, available_days: [6, 7] },
  },
  {
    text: "I want to start my own business but don't know where to begin",
    expected: { domain: 'business', goal: 'Start my own business' },
  },
  // finance
  {
    text: 'I want to save $5000 for an emergency fund in 6 months',
    expected: { domain: 'finance', target: { value: 5000, unit: 'USD' }, horizon_weeks: 26, budget_minor: null },
  },
  {
    text: 'pay off my credit card debt of £3,000 by next summer',
    // A debt is cleared to nothing from where it stands (decision 100).
    expected: {
      domain: 'finance',
      target: { value: 0, unit: 'GBP' },
      baseline: { value: 3000, unit: 'GBP' },
      horizon_weeks: 31,
    },
  },
  {
    text: 'stop wasting money, make a budget and start investing in index funds',
    expected: { domain: 'finance' },
  },
  {
    text: 'save 10k for a house deposit in a year',
    expected: { domain: 'finance', target: { value: 10000, unit: 'USD' }, horizon_weeks: 52 },
  },
  {
    text: 'ok so money is a mess. I earn about $3k a month after tax, rent is 1200, and I keep ending up with nothing by the 20th. credit card is at 2,400 and climbing. want to actually get on top of it this year and maybe start putting something aside. can spare like 20 min on sunday evenings to go through stuff',
    expected: {
      domain: 'finance',
      minutes_per_session: 20,
      available_days: [7],
      sessions_per_week: 1,
      horizon_weeks: null,
      budget_minor: null,
    },
  },
  {
    text: 'get my finances sorted, 1 hour every sunday',
    expected: { domain: 'finance', minutes_per_session: 60, available_days: [7], sessions_per_week: 1 },
  },
  // habits
  {
    text: 'stop procrastinating and be more productive in the mornings',
    expected: { domain: 'habits', goal: 'Stop procrastinating and be more productive in the mornings' },
  },
  {
    text: 'read 20 books this year, 30 min before bed',
    expected: { domain: 'habits', target: { value: 20, unit: 'books' }, minutes_per_session: 30 },
  },
  {
    text: 'cut my screen time to under 2 hours a day, i scroll tiktok way too much',
    expected: { domain: 'habits', target: { value: 2, unit: 'hours' }, minutes_per_session: null },
  },
  {
    text: 'build a morning routine: wake up early, journal, drink water. every day for 21 days',
    expected: { domain: 'habits', sessions_per_week: 7, horizon_weeks: 3 },
  },
  // Two goals: the first area named leads (the other is noted by the dialogue).
  { text: 'quit smoking and drink less', expected: { domain: 'smoking' } },
  ...AREA_CASES,
  ...SKILL_CASES,
  ...PEOPLE_CASES,
  // no domain yet
  { text: 'idk just want to feel better', expected: { domain: null, goal: 'Feel better' } },
  { text: '3', expected: { domain: null, sessions_per_week: null, horizon_weeks: null, minutes_per_session: null } },
];
