import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UTCDate } from '@date-fns/utc';
import { getISODay } from 'date-fns/getISODay';
import { z } from 'zod';
import type { TPlan } from '@ito/contracts/agent/plan';
import { planText } from '@ito/planner/plan-text';

/**
 * Plan quality (decision 092): intents written by someone who had not read the planner
 * (`intents.json`, a third marked `held` and kept out of development), each with what a plan a coach would sign must
 * show: the person's subject in the tasks, their numbers, their days, and a progression. Each case is scored 0-5 on
 * four dimensions; the report gives the means for the development and the held-out slices apart.
 */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ZDay = z.enum(WEEKDAYS);
const ZAmount = z.object({ value: z.number(), unit: z.string() });
const ZRange = z.tuple([z.number(), z.number()]);

export const ZPlanCase = z.object({
  id: z.string().regex(/^pq-[a-z0-9-]+$/),
  lang: z.enum(['en', 'ar', 'es', 'de']),
  kind: z.enum(['accumulate', 'performance', 'skill', 'habit', 'project', 'exam', 'condition']),
  text: z.string().min(1).max(2000),
  answers: z.record(z.string(), z.string()).optional(),
  subject: z.array(z.string()).min(1).max(4),
  numbers: z
    .object({
      target: ZAmount.optional(),
      baseline: ZAmount.optional(),
      direction: z.enum(['up', 'down']).optional(),
      weeks: ZRange.optional(),
      sessions_per_week: z.number().optional(),
      minutes: ZRange.optional(),
    })
    .optional(),
  constraints: z
    .object({
      days: z.array(ZDay).optional(),
      excluded_days: z.array(ZDay).optional(),
      time_of_day: z.string().optional(),
      equipment: z.array(z.string()).optional(),
      injuries: z.array(z.string()).optional(),
      /** One regular expression per equipment then injury entry: how a plan in the case's language names it. */
      named: z.array(z.string()).optional(),
    })
    .optional(),
  must_not: z.array(z.string()).optional(),
  split: z.enum(['dev', 'held']),
});
export type PlanCase = z.infer<typeof ZPlanCase> & { set: PlanSet };

/**
 * The sets of intents, each by its own author who had not read the planner, each with its own third held out:
 * `first` (decision 092) and `fresh` (decision 119), reported apart so a new set never hides the first one's figure.
 */
export const PLAN_SETS = { first: './intents.json', fresh: './intents-fresh.json' } as const;
export type PlanSet = keyof typeof PLAN_SETS;

export function loadPlanCases(): PlanCase[] {
  return Object.entries(PLAN_SETS).flatMap(([set, path]) => {
    const file = fileURLToPath(new URL(path, import.meta.url));
    return z
      .array(ZPlanCase)
      .parse(JSON.parse(fs.readFileSync(file, 'utf8')))
      .map((c) => ({ ...c, set: set as PlanSet }));
  });
}

export const DIMENSIONS = ['relevance', 'concreteness', 'constraints', 'progression'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
/** One check's outcome; a case's score on a dimension is 5 × the share of its checks that passed. */
export type Check = { dimension: Dimension; name: string; pass: boolean; detail: string };

const regex = (source: string) => new RegExp(source, 'iu');
const weekday = (date: string) => WEEKDAYS[getISODay(new UTCDate(`${date}T00:00:00Z`)) - 1]!;

/** The checks a plan (or no plan) meets for a case. */
export function checkPlan(c: PlanCase, plan: TPlan | null): Check[] {
  if (!plan) return DIMENSIONS.map((dimension) => ({ dimension, name: 'plan', pass: false, detail: 'no plan' }));
  const checks: Check[] = [];
  const add = (dimension: Dimension, name: string, pass: boolean, detail: string) =>
    checks.push({ dimension, name, pass, detail });

  const taskText = plan.tasks.map((t) => `${t.title}\n${t.description}`).join('\n');
  for (const source of c.subject) add('relevance', 'subject', regex(source).test(taskText), `/${source}/ in the tasks`);
  const everything = planText(plan);
  for (const source of c.must_not ?? []) {
    const found = regex(source).exec(everything);
    add('relevance', 'must_not', !found, found ? `/${source}/ found: "${found[0]}"` : `no /${source}/`);
  }

  const { intent } = plan;
  const n = c.numbers ?? {};
  if (n.weeks) {
    const [min, max] = n.weeks;
    add(
      'concreteness',
      'weeks',
      intent.horizon_weeks >= min && intent.horizon_weeks <= max,
      `${intent.horizon_weeks} weeks, expected ${min}-${max}`,
    );
  }
  if (n.sessions_per_week !== undefined) {
    add(
      'concreteness',
      'sessions',
      intent.sessions_per_week === n.sessions_per_week,
      `${intent.sessions_per_week} a week, expected ${n.sessions_per_week}`,
    );
  }
  if (n.minutes) {
    const [min, max] = n.minutes;
    add(
      'concreteness',
      'minutes',
      intent.minutes_per_session >= min && intent.minutes_per_session <= max,
      `${intent.minutes_per_session} min, expected ${min}-${max}`,
    );
  }
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05 * Math.abs(b), 0.5);
  if (n.target) {
    const target = n.target.value;
    const kpi = plan.kpis.find((k) => near(k.target, target));
    add(
      'concreteness',
      'target',
      kpi !== undefined,
      `a KPI aiming at ${target} ${n.target.unit}: ${plan.kpis.map((k) => `${k.name} ${k.target} ${k.unit}`).join('; ') || 'no KPI'}`,
    );
    if (n.baseline && kpi) {
      add(
        'concreteness',
        'baseline',
        kpi.baseline !== null && near(kpi.baseline, n.baseline.value),
        `baseline ${kpi.baseline}, expected ${n.baseline.value}`,
      );
    }
    if (n.direction && kpi) {
      const expected = n.direction === 'up' ? 'increase' : 'decrease';
      add('concreteness', 'direction', kpi.direction === expected, `${kpi.direction}, expected ${expected}`);
    }
  }

  const sessions = plan.tasks.filter((t) => t.kind === 'activity');
  const k = c.constraints ?? {};
  if (k.days && k.days.length > 0 && k.days.length < 7) {
    const off = sessions.filter((t) => !k.days!.includes(weekday(t.date)));
    add(
      'constraints',
      'days',
      off.length === 0,
      `${off.length} of ${sessions.length} sessions outside ${k.days.join(',')}`,
    );
  }
  if (k.excluded_days && k.excluded_days.length > 0) {
    const on = sessions.filter((t) => k.excluded_days!.includes(weekday(t.date)));
    add('constraints', 'excluded_days', on.length === 0, `${on.length} sessions on ${k.excluded_days.join(',')}`);
  }
  if (k.equipment?.length || k.injuries?.length) {
    const labels = [...(k.equipment ?? []), ...(k.injuries ?? [])].filter((word) => word !== 'none');
    // A plan in Spanish names "bici estática", not "exercise bike": the case's own patterns, else the English label.
    const missing = labels.filter((word, i) =>
      k.named?.[i] ? !regex(k.named[i]).test(everything) : !everything.toLowerCase().includes(word.toLowerCase()),
    );
    add('constraints', 'named', missing.length === 0, missing.length ? `not named: ${missing.join(', ')}` : 'named');
  }

  // Progression: the work of the plan's last weeks is not the work of its first (minutes × load of its sessions).
  const work = new Map<number, number>();
  for (const t of sessions) work.set(t.week, (work.get(t.week) ?? 0) + t.minutes * Math.max(t.load, 0.01));
  const weeks = [...work.keys()].sort((a, b) => a - b);
  if (weeks.length >= 3) {
    const first = work.get(weeks[0]!)!;
    const later = Math.max(...weeks.slice(Math.floor(weeks.length / 2)).map((w) => work.get(w)!));
    add(
      'progression',
      'grows',
      later >= first * 1.1,
      `first week ${Math.round(first)}, later peak ${Math.round(later)}`,
    );
    const distinct = new Set(sessions.map((t) => t.title)).size;
    add('progression', 'varied', distinct >= Math.min(3, sessions.length), `${distinct} distinct session titles`);
  }
  return checks;
}

/** 0-5 per dimension: 5 × the share of the case's checks on it that passed (null when it has none). */
export function scoreChecks(checks: readonly Check[]): Record<Dimension, number | null> {
  return Object.fromEntries(
    DIMENSIONS.map((dimension) => {
      const mine = checks.filter((c) => c.dimension === dimension);
      return [dimension, mine.length === 0 ? null : (5 * mine.filter((c) => c.pass).length) / mine.length];
    }),
  ) as Record<Dimension, number | null>;
}
