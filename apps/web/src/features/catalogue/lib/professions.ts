/**
 * Professions from the SPEC role list (section 3, "Professional role") that the directory offers as a filter. Kept
 * as data: the server matches any profession text, so a creator with one not listed here is still found by URL.
 */
export const PROFESSIONS: readonly string[] = [
  'Psychologist',
  'Dietitian',
  'Yoga Instructor',
  'Personal Trainer',
  'Running coach',
  'Sleep coach',
  'Physiotherapist',
  'Life coach',
  'Career coach',
  'Financial advisor',
  'Business consultant',
  'Attorney',
  'Language teacher',
  'Translator',
  'Photographer',
  'Copywriter',
  'Designer',
  'Software developer',
  'Parenting coach',
  'Wedding Planner',
];
