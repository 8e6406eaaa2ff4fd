import type { TPlanDomain } from '@ito/contracts/agent/plan';

import { runningUtterances } from './running.ts';
import { strengthUtterances } from './strength.ts';
import { weightUtterances } from './weight.ts';
import { sleepUtterances } from './sleep.ts';
import { stressUtterances } from './stress.ts';
import { diabetesUtterances } from './diabetes.ts';
import { learningUtterances } from './learning.ts';
import { careerUtterances } from './career.ts';
import { businessUtterances } from './business.ts';
import { financeUtterances } from './finance.ts';
import { habitsUtterances } from './habits.ts';
import type { DomainUtterances } from './types.ts';
import { swimmingUtterances } from './swimming.ts';
import { musicUtterances } from './music.ts';
import { mobilityUtterances } from './mobility.ts';
import { interviewUtterances } from './interview.ts';
import { heartUtterances } from './heart.ts';
import { examsUtterances } from './exams.ts';
import { languageUtterances } from './language.ts';
import { smokingUtterances } from './smoking.ts';
import { drivingUtterances } from './driving.ts';
import { drinkingUtterances } from './drinking.ts';
import { walkingUtterances } from './walking.ts';
import { contentUtterances } from './content.ts';
import { speakingUtterances } from './speaking.ts';
import { relationshipsUtterances } from './relationships.ts';
import { parentingUtterances } from './parenting.ts';
import { socialUtterances } from './social.ts';
import { selfcareUtterances } from './selfcare.ts';
import { projectsUtterances } from './projects.ts';
import { sportUtterances } from './sport.ts';

/**
 * The training utterances of every life area that has them (decision 034). A domain without an entry here is not a
 * classifier label yet. Add one import line and one entry per domain; keep the entries one per line.
 */
export const DOMAIN_UTTERANCES: Partial<Record<TPlanDomain, DomainUtterances>> = {
  running: runningUtterances,
  strength: strengthUtterances,
  weight: weightUtterances,
  sleep: sleepUtterances,
  stress: stressUtterances,
  diabetes: diabetesUtterances,
  learning: learningUtterances,
  career: careerUtterances,
  business: businessUtterances,
  finance: financeUtterances,
  habits: habitsUtterances,
  swimming: swimmingUtterances,
  music: musicUtterances,
  mobility: mobilityUtterances,
  interview: interviewUtterances,
  heart: heartUtterances,
  exams: examsUtterances,
  language: languageUtterances,
  smoking: smokingUtterances,
  driving: drivingUtterances,
  drinking: drinkingUtterances,
  walking: walkingUtterances,
  content: contentUtterances,
  speaking: speakingUtterances,
  relationships: relationshipsUtterances,
  parenting: parentingUtterances,
  social: socialUtterances,
  selfcare: selfcareUtterances,
  projects: projectsUtterances,
  sport: sportUtterances,
};
