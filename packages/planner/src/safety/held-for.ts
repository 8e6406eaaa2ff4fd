import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TSafetyCategory } from '@ito/contracts/agent/conversations';
import { screenMessage } from './screen.ts';

/** The category a first message is held for, or null when it goes on to a plan (the safety tests' reading). */
export function heldFor(text: string, language: TPlanLanguage): TSafetyCategory | null {
  const verdict = screenMessage(text, language);
  return verdict && verdict.action !== 'adjust' ? verdict.category : null;
}
