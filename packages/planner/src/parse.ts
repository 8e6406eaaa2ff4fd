import type { ParsedIntent } from './api.ts';
import { guessDomain } from './parse-domain.ts';
import { readGoal, readTarget } from './parse-goal.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { readBudgetMinor, readEquipment, readInjuries, readLevel } from './parse-profile.ts';
import { readAvailableDays, readMinutesPerSession, readSessionsPerWeek } from './parse-schedule.ts';
import { normalize, tokenize } from './text.ts';

/**
 * Reads the slots one message gives: the domain from keyword evidence (typos allowed), dates through chrono-node
 * relative to `today` (`YYYY-MM-DD`, never the clock), and everything else by rules. A slot the message does not
 * give stays null (or empty), so the dialogue knows what to ask.
 */
export function parseIntent(text: string, today: string): ParsedIntent {
  const raw = text.trim().slice(0, 2000);
  const normalized = normalize(raw);
  const { domain, confidence } = guessDomain(normalized, tokenize(normalized));
  const target = readTarget(normalized, domain);
  const available = readAvailableDays(normalized, raw);
  let sessions = readSessionsPerWeek(normalized);
  // "Mondays and Thursdays" says how often as well as when.
  if (sessions === null && available.isNamed && available.days && available.days.length > 0) {
    sessions = available.days.length;
  }
  return {
    text: raw,
    domain,
    domain_confidence: confidence,
    goal: readGoal(raw, domain, target),
    target,
    horizon_weeks: readHorizonWeeks(normalized, today),
    sessions_per_week: sessions,
    minutes_per_session: readMinutesPerSession(normalized, sessions),
    level: readLevel(normalized),
    available_days: available.days,
    injuries: readInjuries(normalized),
    equipment: readEquipment(normalized),
    budget_minor: readBudgetMinor(normalized, domain === 'finance' || domain === 'business'),
  };
}
