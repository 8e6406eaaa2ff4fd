import type { TPlanDomain } from '@ito/contracts/agent/plan';
import type { DomainTexts } from '../../i18n.ts';
import { swimmingTexts } from './swimming.ts';
import { musicTexts } from './music.ts';
import { mobilityTexts } from './mobility.ts';
import { interviewTexts } from './interview.ts';
import { heartTexts } from './heart.ts';
import { examsTexts } from './exams.ts';
import { languageTexts } from './language.ts';
import { smokingTexts } from './smoking.ts';
import { drivingTexts } from './driving.ts';
import { drinkingTexts } from './drinking.ts';
import { walkingTexts } from './walking.ts';
import { contentTexts } from './content.ts';
import { speakingTexts } from './speaking.ts';
import { relationshipsTexts } from './relationships.ts';
import { parentingTexts } from './parenting.ts';
import { socialTexts } from './social.ts';
import { selfcareTexts } from './selfcare.ts';
import { runningTexts } from './running.ts';
import { sleepTexts } from './sleep.ts';
import { stressTexts } from './stress.ts';
import { diabetesTexts } from './diabetes.ts';
import { learningTexts } from './learning.ts';
import { financeTexts } from './finance.ts';
import { businessTexts } from './business.ts';
import { careerTexts } from './career.ts';
import { habitsTexts } from './habits.ts';
import { strengthTexts } from './strength.ts';
import { weightTexts } from './weight.ts';
import { projectsTexts } from './projects.ts';
import { sportTexts } from './sport.ts';

/**
 * Each domain's translations (one file per domain beside this one, named like its template). `i18n.test.ts`
 * requires a complete entry for every domain of PLAN_DOMAINS.
 */
export const DOMAIN_TEXTS: Partial<Record<TPlanDomain, DomainTexts>> = {
  swimming: swimmingTexts,
  music: musicTexts,
  mobility: mobilityTexts,
  interview: interviewTexts,
  heart: heartTexts,
  exams: examsTexts,
  language: languageTexts,
  smoking: smokingTexts,
  driving: drivingTexts,
  drinking: drinkingTexts,
  walking: walkingTexts,
  content: contentTexts,
  speaking: speakingTexts,
  relationships: relationshipsTexts,
  parenting: parentingTexts,
  social: socialTexts,
  selfcare: selfcareTexts,
  running: runningTexts,
  sleep: sleepTexts,
  stress: stressTexts,
  diabetes: diabetesTexts,
  learning: learningTexts,
  finance: financeTexts,
  business: businessTexts,
  career: careerTexts,
  habits: habitsTexts,
  strength: strengthTexts,
  weight: weightTexts,
  projects: projectsTexts,
  sport: sportTexts,
};
