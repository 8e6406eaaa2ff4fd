import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { ParsedIntent } from './api.ts';
import { correctTypos } from './nlu/spell.ts';
import { understand } from './nlu/understand.ts';
import { readGoal, readTarget } from './parse-goal.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { readBudgetMinor, readEquipment, readInjuries, readLevel } from './parse-profile.ts';
import { readAvailableDays, readMinutesPerSession, readSessionsPerWeek } from './parse-schedule.ts';
import { normalize, tokenize } from './text.ts';

const CAN_SPEND = /\bcan (?:spend|pay|afford)\b/;
const isMoneyGoal = (domain: string | null) => domain === 'finance' || domain === 'business';

const DRINKING_DAYS =
  /\bonly (?:on |at )?(?:the )?(?:weekends?|fri\w*|sat\w*|sun\w*)(?: and (?:fri\w*|sat\w*|sun\w*))?|\bweekends? only\b/g;

/**
 * Reads the slots one message gives: English typos corrected first (nlu/spell.ts), the domain from the trained
 * classifier and the keyword evidence together (nlu/understand.ts), dates through chrono-node relative to `today`
 * (`YYYY-MM-DD`, never the clock), and everything else by rules. A slot the message does not give stays null (or
 * empty), so the dialogue knows what to ask. `language` is the conversation's (absent: English).
 */
export function parseIntent(text: string, today: string, language: TPlanLanguage = 'en'): ParsedIntent {
  const original = text.trim().slice(0, 2000);
  const raw = language === 'en' ? correctTypos(original) : original;
  const normalized = normalize(raw);
  const understood = understand(normalized, tokenize(normalized), language);
  const { domain, confidence } = understood;
  const target = readTarget(normalized, domain);
  // "Drink only on weekends": the days a drinking goal names are the goal, not the days to work on the plan.
  const scheduled = domain === 'drinking' ? normalized.replace(DRINKING_DAYS, ' ') : normalized;
  const available = readAvailableDays(scheduled, domain === 'drinking' ? scheduled : raw);
  let sessions = readSessionsPerWeek(normalized);
  // "Mondays and Thursdays" says how often as well as when.
  if (sessions === null && available.isNamed && available.days && available.days.length > 0) {
    sessions = available.days.length;
  }
  return {
    text: original,
    domain,
    domain_confidence: confidence,
    request: understood.kind,
    candidates: understood.candidates,
    goal: readGoal(raw, domain, target),
    target,
    horizon_weeks: readHorizonWeeks(normalized, today),
    sessions_per_week: sessions,
    minutes_per_session: readMinutesPerSession(normalized, sessions),
    level: readLevel(normalized),
    available_days: available.days,
    injuries: readInjuries(normalized),
    equipment: readEquipment(normalized),
    // "I can spend up to $100" is what they can spend on the plan, whatever the area.
    budget_minor: readBudgetMinor(normalized, isMoneyGoal(domain) && !CAN_SPEND.test(normalized)),
  };
}
