import type { IntentCase } from './intent-case.ts';

/**
 * Intent cases of the skill and practice areas (music, driving, exams, language, content creation, interviews), kept
 * beside the main table so it stays readable; `INTENT_CASES` includes them.
 */
export const SKILL_CASES: readonly IntentCase[] = [
  // music
  {
    text: "I'd like to learn guitar, total beginner, 20 minutes most evenings",
    expected: { domain: 'music', goal: 'Learn guitar', minutes_per_session: 20, level: 'beginner' },
  },
  {
    text: 'play the moonlight sonata on piano at 60 bpm by june',
    expected: { domain: 'music', target: { value: 60, unit: 'bpm' } },
  },
  {
    text: 'sing 3 songs at an open mic night in 8 weeks',
    expected: { domain: 'music', target: { value: 3, unit: 'songs' }, horizon_weeks: 8 },
  },
  // interview
  {
    text: 'prepare for job interviews, 3 evenings a week, an hour each',
    expected: { domain: 'interview', sessions_per_week: 3, minutes_per_session: 60 },
  },
  {
    text: 'I have an interview for an internal promotion to team lead in 3 weeks',
    expected: { domain: 'interview', horizon_weeks: 3 },
  },
  {
    text: 'want 6 STAR stories ready before my coding interview at a fintech',
    expected: { domain: 'interview', target: { value: 6, unit: 'stories' } },
  },
  // exams
  {
    text: 'pass the IELTS with band 7 in 10 weeks',
    expected: { domain: 'exams', target: { value: 7, unit: 'IELTS band' }, horizon_weeks: 10 },
  },
  {
    text: 'get 1450 on the SAT by march, my diagnostic was 1210',
    expected: { domain: 'exams', target: { value: 1450, unit: 'SAT points' } },
  },
  {
    text: 'ielts in 8 weeks, I need band 6.5 for my visa',
    expected: { domain: 'exams', target: { value: 6.5, unit: 'IELTS band' }, horizon_weeks: 8 },
  },
  {
    text: 'revise for my chemistry finals in 4 weeks, 2 hours every evening',
    expected: { domain: 'exams', horizon_weeks: 4, minutes_per_session: 120 },
  },
  // language
  {
    text: 'learn B2 spanish by March 15, 45 min daily',
    expected: {
      domain: 'language',
      goal: 'Learn B2 spanish',
      target: { value: 4, unit: 'CEFR B2' },
      horizon_weeks: 17,
      sessions_per_week: 7,
      minutes_per_session: 45,
      level: null,
    },
  },
  {
    text: 'japanse for my trip to tokyo in april, i know some basics, 30min a day',
    expected: { domain: 'language', horizon_weeks: 23, minutes_per_session: 30, sessions_per_week: 7 },
  },
  {
    text: 'lern french for my move to paris, 3 times a week',
    expected: { domain: 'language', sessions_per_week: 3 },
  },
  {
    text: 'I want to hold a 20 minute conversation in italian with my in-laws by summer',
    expected: { domain: 'language', target: { value: 20, unit: 'min' } },
  },
  // driving
  {
    text: 'pass my driving test in 8 weeks, 2 lessons a week, roundabouts scare me',
    expected: { domain: 'driving', horizon_weeks: 8, sessions_per_week: 2 },
  },
  { text: 'learning to drive at 40, theory test first then the practical', expected: { domain: 'driving' } },
  {
    text: 'get my motorbike licence this spring, I need 20 hours of practice',
    expected: { domain: 'driving', target: { value: 20, unit: 'h' } },
  },
  // content
  {
    text: 'record and release 10 episodes of my gardening show by summer, 2 evenings a week',
    expected: { domain: 'content', target: { value: 10, unit: 'episodes' }, sessions_per_week: 2 },
  },
  {
    text: 'grow my youtube channel to 1k subscribers, I upload randomly now',
    expected: { domain: 'content', target: { value: 1000, unit: 'subscribers' } },
  },
  { text: 'start a weekly newsletter about urban gardening', expected: { domain: 'content' } },
];
