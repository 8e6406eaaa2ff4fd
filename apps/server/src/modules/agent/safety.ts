import type { TPlan, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TAgentPayload } from '@ito/contracts/agent/conversations';
import type { DialogueState } from '@ito/planner/api';
import { checkPlan } from '@ito/planner/safety/check-plan';
import { screenMessage } from '@ito/planner/safety/screen';
import { REPLIES, resources } from '@ito/planner/safety/messages';

/**
 * The safety gate after planning, on the server's side (decision 036): every plan, the built-in planner's or a
 * model's, passes `checkPlan` before it is proposed. A repaired plan is proposed; a refused one becomes a `caution`
 * answer saying why, with no plan.
 */
export type VettedPlan =
  | { plan: TPlan; repairs: string[] }
  | { refusal: { text: string; payload: Extract<TAgentPayload, { kind: 'caution' }> }; reasons: string[] };

export function vetPlan(plan: TPlan): VettedPlan {
  const check = checkPlan(plan);
  if (check.status !== 'refused') return { plan: check.plan, repairs: check.repairs };
  const language: TPlanLanguage = plan.intent.language ?? 'en';
  return {
    refusal: {
      text: REPLIES.unsafe_plan[language],
      payload: { kind: 'caution', category: 'unsafe_plan', resources: resources(['doctor'], language) },
    },
    reasons: check.reasons,
  };
}

type SafetyPayload = Extract<TAgentPayload, { kind: 'support' | 'caution' }>;

/**
 * A message in an accepted plan's chat (no dialogue runs there): distress, eating-disorder signals, red flags, pain
 * or fasting still get the gate's answer instead of "noted". Notes on crash diets or drugs are left to the plan,
 * which already keeps a safe pace.
 */
export function screenAcceptedMessage(
  conversation: { state: unknown; proposal: unknown },
  message: string,
): { text: string; payload: SafetyPayload } | null {
  const language =
    (conversation.state as DialogueState | null)?.language ??
    (conversation.proposal as TPlan | null)?.intent?.language ??
    undefined;
  const verdict = screenMessage(message, language);
  // Abuse in a plan's chat gets the ordinary reply; harm to others gets the refusal as a caution (decision 053).
  if (!verdict || verdict.action === 'adjust' || verdict.action === 'calm') return null;
  return {
    text: verdict.text,
    payload: {
      kind: verdict.action === 'refuse' ? 'caution' : verdict.action,
      category: verdict.category,
      resources: verdict.resources,
    },
  };
}
