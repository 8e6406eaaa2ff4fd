/**
 * The arithmetic of a plan's shape: which weekdays carry sessions, how the weeks split into phases, how the load grows
 * week by week, and which session goes on which day. Pure helpers for `composePlan`.
 */
import { toDayNumber } from './calendar.ts';
import type { DomainTemplate, PhaseTemplate, ProgressionRule, SessionTemplate } from './domains/types.ts';

export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export type PlacedPhase = PhaseTemplate & { week_start: number; week_end: number };

/** The weekdays of a regular week's sessions, in order; a day repeats only when there are more sessions than days. */
export function weeklySlots(available: readonly number[], sessions: number, minRestDays: number): number[] {
  const days = available.length > 0 ? [...new Set(available)].sort((a, b) => a - b) : ALL_WEEKDAYS;
  const distinct = Math.max(1, Math.min(sessions, days.length, 7 - minRestDays));
  const chosen = bestSpread(days, distinct);
  const slots = [...chosen];
  for (let i = 0; slots.length < sessions; i++) slots.push(chosen[i % chosen.length] ?? 1);
  return slots.sort((a, b) => a - b);
}

/**
 * The k days that are best spread over the week: fewest neighbouring pairs (Sunday and Monday are neighbours too,
 * across weeks), then the widest smallest gap, then back-to-back days only next to the weekend, then one on the
 * weekend (more time for the long session), then the earliest days.
 */
function bestSpread(days: readonly number[], k: number): number[] {
  let best: number[] = days.slice(0, k);
  let bestScore: number[] | null = null;
  for (const combo of combinations(days, k)) {
    const gaps = combo.map((day, i) => ((combo[(i + 1) % combo.length] ?? day) - day + 7) % 7 || 7);
    const adjacent = gaps.filter((gap) => gap === 1).length;
    const weekdayPairs = combo.filter((day, i) => gaps[i] === 1 && day <= 4).length;
    const weekend = combo.some((day) => day >= 6) ? 1 : 0;
    const score = [-adjacent, Math.min(...gaps), -weekdayPairs, weekend];
    if (bestScore === null || compareScores(score, bestScore) > 0) {
      best = combo;
      bestScore = score;
    }
  }
  return best;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function combinations(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const result: number[][] = [];
  items.forEach((item, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) result.push([item, ...rest]);
  });
  return result;
}

/** Splits `weeks` into the template's phases by their shares, each at least a week; short plans keep fewer phases. */
export function allocatePhases(phases: readonly PhaseTemplate[], weeks: number): PlacedPhase[] {
  const first = phases[0];
  const last = phases.at(-1);
  if (!first || !last) throw new Error('a domain needs at least one phase');
  const chosen = weeks >= phases.length ? [...phases] : weeks === 1 ? [first] : [...phases.slice(0, weeks - 1), last];
  const total = chosen.reduce((sum, phase) => sum + phase.share, 0);
  const lengths = chosen.map((phase) => Math.max(1, Math.round((phase.share / total) * weeks)));
  let diff = weeks - lengths.reduce((sum, n) => sum + n, 0);
  while (diff !== 0) {
    // Grow the biggest phase, or shrink the biggest one that can still lose a week.
    let index = -1;
    lengths.forEach((n, i) => {
      if ((diff > 0 || n > 1) && (index < 0 || n > (lengths[index] ?? 0))) index = i;
    });
    lengths[index] = (lengths[index] ?? 1) + Math.sign(diff);
    diff -= Math.sign(diff);
  }
  let week = 1;
  return chosen.map((phase, i) => {
    const length = lengths[i] ?? 1;
    const placed = { ...phase, week_start: week, week_end: week + length - 1 };
    week += length;
    return placed;
  });
}

export function phaseOfWeek(phases: readonly PlacedPhase[], week: number): PlacedPhase {
  const found = phases.find((phase) => week >= phase.week_start && week <= phase.week_end) ?? phases.at(-1);
  if (!found) throw new Error('a plan needs at least one phase');
  return found;
}

export type WeekLoad = { load: number; deload: boolean; taper: boolean };

/** The load of each week (index 0 = week 1): growth, lighter weeks and the taper, as the rule says. */
export function weekLoads(rule: ProgressionRule, phases: readonly PlacedPhase[], weeks: number): WeekLoad[] {
  const loads: WeekLoad[] = [];
  let level = 1;
  let peak = 1;
  for (let week = 1; week <= weeks; week++) {
    const phase = phaseOfWeek(phases, week);
    if (phase.taper && rule.taper_factor !== null && week > 1) {
      const length = phase.week_end - phase.week_start + 1;
      const step = week - phase.week_start + 1;
      loads.push({ load: round2(peak * (1 - ((1 - rule.taper_factor) * step) / length)), deload: false, taper: true });
      continue;
    }
    if (week > 1 && rule.deload_every !== null && week % rule.deload_every === 0 && week < weeks) {
      loads.push({ load: round2(level * rule.deload_factor), deload: true, taper: false });
      continue;
    }
    if (week > 1) level = Math.min(rule.cap, level * (1 + rule.weekly_increase));
    peak = Math.max(peak, level);
    loads.push({ load: round2(level), deload: false, taper: false });
  }
  return loads;
}

/**
 * Which session goes on which of the week's dates: the anchor session (first in the rotation) on the last day, the
 * other demanding sessions as far as possible from each other, the easy ones in between.
 */
export function sessionsForWeek(
  template: DomainTemplate,
  phaseId: string,
  dates: readonly string[],
  week = 1,
): SessionTemplate[] {
  const n = dates.length;
  if (n === 0) return [];
  // Fewer sessions a week than the rotation holds: outside physical training the weeks take turns through it
  // (decision 093), so a weekly money session is not one budget session repeated for a year. Training keeps its
  // anchor (the long run) every week.
  const length = template.rotation.length;
  const offset = !template.physical && n < length ? ((week - 1) * n) % length : 0;
  // Sessions sharing an id are one slot's versions for different phases: the first that belongs to this phase plays.
  const byId = new Map<string, SessionTemplate[]>();
  for (const session of template.sessions) byId.set(session.id, [...(byId.get(session.id) ?? []), session]);
  const filler = byId.get(template.filler)?.[0] ?? template.sessions[0];
  if (!filler) throw new Error(`domain ${template.domain} has no sessions`);
  const resolve = (id: string) =>
    byId.get(id)?.find((session) => !session.phases || session.phases.includes(phaseId)) ?? filler;
  const types = Array.from({ length: n }, (_, i) => resolve(template.rotation[(offset + i) % length] ?? ''));
  const days = dates.map(toDayNumber);
  const placed: (SessionTemplate | undefined)[] = new Array<SessionTemplate | undefined>(n);
  const [anchor, ...others] = types;
  placed[n - 1] = anchor;
  const hardDays = anchor?.hard ? [days[n - 1] ?? 0] : [];
  for (const session of others.filter((s) => s.hard)) {
    let bestIndex = -1;
    let bestDistance = -1;
    for (let i = 0; i < n; i++) {
      if (placed[i]) continue;
      const distance = hardDays.length ? Math.min(...hardDays.map((d) => Math.abs(d - (days[i] ?? 0)))) : 99;
      if (distance > bestDistance) {
        bestDistance = distance;
        bestIndex = i;
      }
    }
    placed[bestIndex] = session;
    hardDays.push(days[bestIndex] ?? 0);
  }
  const easy = others.filter((s) => !s.hard);
  for (let i = 0; i < n; i++) if (!placed[i]) placed[i] = easy.shift() ?? filler;
  return placed.map((session) => session ?? filler);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
