import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import type { TFlowNodeInput } from '@ito/contracts/protocols/graph';
import type { TProtocolItemKind } from '@ito/contracts/protocols/items';
import type { ParsedIntent } from '@ito/planner/api';
import { DEFAULT_GOALS } from '@ito/planner/dialogue-text';
import { DOMAIN_DEFAULTS } from '@ito/planner/dialogue-slots';
import { domainTemplate, fillText } from '@ito/planner/domains';
import { WEEK_DAYS, type WeekDay } from '@ito/protocol/recurring';

/**
 * The AI wizard's draft (builder `ai/wizard`): the planner reads the description (domain, goal, how often), and its
 * domain template supplies the texts. Pure: the service stores what this returns.
 *
 * The shape, and why:
 * - population -> nudge -> wait -> [kpi ->] assessment -> finish. Everyone who joins gets the domain's first nudge
 *   (its safety note when it has one), then time to act on it: the wait is the planner's check-in interval (a week at
 *   least, so a check-in never comes before there is something to check).
 * - A KPI step comes before the check-in when the domain measures something (weight, sleep hours...), so the creator
 *   sees the number and the feelings side by side. It does not branch: the assessment decides.
 * - The assessment is the domain's check-in questions with their scores. Reaching the pass mark (60% of the best
 *   possible score) finishes the protocol; below it the run jumps back to the nudge and goes round again. The loop
 *   passes the wait step, so validation accepts it and a struggling follower is nudged once per interval, not in a
 *   tight loop.
 * - How often (the planner's sessions a week, or the domain's usual number, then listed as an assumption) becomes a
 *   recurring module that repeats the nudge on that many days a week (the named days when the description gives
 *   them) for the plan's horizon, so the reminders keep the rhythm between check-ins without drawing a step per
 *   session.
 */

export type DraftItem = {
  key: 'nudge' | 'assessment' | 'kpi';
  kind: TProtocolItemKind;
  name: string;
  description: string;
  data: Record<string, unknown>;
  questions?: { text: string; kind: 'single'; options: { label: string; score: number }[] }[];
};

export type Draft = {
  domain: TPlanDomain;
  goal: string;
  /** How often the reminder repeats: the description's frequency, else the domain's usual one. */
  sessionsPerWeek: number;
  /** Whether the description said how often (else `sessionsPerWeek` is an assumption, listed as one). */
  isFrequencyStated: boolean;
  assumptions: string[];
  items: DraftItem[];
  /** Steps; `data.selectedItemId` holds a `DraftItem.key` until the service swaps in the stored item's id. */
  nodes: TFlowNodeInput[];
  /** Recurring modules; `selected_item` holds a `DraftItem.key` as well. */
  modules: {
    selected_module: 'nudge';
    selected_item: 'nudge';
    at_week_days: WeekDay[];
    at_time: string;
    stop_after: number;
  }[];
};

/** Share of the best possible check-in score that counts as "on track". */
const PASS_SHARE = 0.6;
const DAY_MINUTES = 24 * 60;

function toIntent(parsed: ParsedIntent, domain: TPlanDomain): TIntent {
  const defaults = DOMAIN_DEFAULTS[domain];
  return {
    text: parsed.text,
    domain,
    goal: parsed.goal ?? DEFAULT_GOALS[domain],
    target: parsed.target,
    horizon_weeks: parsed.horizon_weeks ?? defaults.horizon_weeks,
    sessions_per_week: parsed.sessions_per_week ?? defaults.sessions_per_week,
    minutes_per_session: parsed.minutes_per_session ?? defaults.minutes_per_session,
    level: parsed.level ?? defaults.level,
    available_days: parsed.available_days ?? [],
    injuries: parsed.injuries,
    equipment: parsed.equipment,
    budget_minor: parsed.budget_minor,
  };
}

function step(
  id: string,
  parentId: string | null,
  type: TFlowNodeInput['data']['type'],
  name: string,
  y: number,
  extra: Partial<TFlowNodeInput['data']> = {},
): TFlowNodeInput {
  return {
    id,
    parentId,
    position: { x: 0, y },
    data: {
      name,
      type,
      className: '',
      description: '',
      target: 'follower',
      nextStepCondition: null,
      rules: { jumpRule: null },
      selectedItemId: null,
      waitMinutes: null,
      ...extra,
    },
  };
}

export function draftFromIntent(parsed: ParsedIntent): Draft {
  // A description the planner cannot place still gets a sensible protocol: a habit is the most general shape.
  const domain = parsed.domain ?? 'habits';
  const assumptions = parsed.domain ? [] : ['The topic was not clear, so this is drafted as a general habit protocol.'];
  const template = domainTemplate(domain);
  const intent = toIntent(parsed, domain);
  const isFrequencyStated = parsed.sessions_per_week !== null;
  if (!isFrequencyStated) {
    const rhythm = intent.sessions_per_week >= 7 ? 'every day' : `on ${intent.sessions_per_week} days a week`;
    assumptions.push(
      `The description does not say how often, so the reminder repeats ${rhythm}, the usual rhythm for ${template.label}.`,
    );
  }

  const nudgeText = template.caution ?? template.nudges[0]?.text ?? `Time for your ${template.label} session.`;
  const questions = template.checkin.questions.map((q) => ({
    text: fillText(q.prompt, intent, template, 500),
    kind: 'single' as const,
    options: q.options.map((o) => ({ label: o.label.slice(0, 200), score: o.score })),
  }));
  const best = questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.score)), 0);
  const passScore = Math.ceil(best * PASS_SHARE);

  const items: DraftItem[] = [
    {
      key: 'nudge',
      kind: 'nudge',
      name: `${capitalize(template.label)} reminder`,
      description: template.nudges[0]?.why ?? '',
      data: { message: fillText(nudgeText, intent, template, 1000), channel: 'in_app' },
    },
    {
      key: 'assessment',
      kind: 'assessment',
      name: `${capitalize(template.label)} check-in`,
      description: fillText(template.checkin.description, intent, template, 1000),
      data: { pass_score: passScore },
      questions,
    },
  ];
  const kpi = template.kpis.find(
    (k) => k.direction !== 'maintain' && (k.when?.({ intent, weeks: intent.horizon_weeks }) ?? true),
  );
  if (kpi) {
    items.push({
      key: 'kpi',
      kind: 'kpi',
      name: kpi.name.slice(0, 120),
      description: kpi.why,
      data: {
        unit: fillText(kpi.unit, intent, template, 32) || 'units',
        target: kpi.target({ intent, weeks: intent.horizon_weeks }),
        direction: kpi.direction === 'increase' ? 'up' : 'down',
      },
    });
  }

  const waitMinutes = Math.max(7, template.checkin.every_weeks * 7) * DAY_MINUTES;
  const nodes: TFlowNodeInput[] = [
    step('start', null, 'population', 'Everyone who joins', 0),
    step('nudge', 'start', 'nudge', items[0]!.name, 120, { selectedItemId: 'nudge' }),
    step('wait', 'nudge', 'wait', `Wait ${waitMinutes / DAY_MINUTES} days`, 240, { waitMinutes }),
  ];
  let parent = 'wait';
  if (kpi) {
    nodes.push(step('kpi', parent, 'kpi', kpi.name.slice(0, 120), 360, { selectedItemId: 'kpi' }));
    parent = 'kpi';
  }
  nodes.push(
    step('check-in', parent, 'assessment', items[1]!.name, kpi ? 480 : 360, {
      selectedItemId: 'assessment',
      nextStepCondition: { kind: 'score_at_least', value: passScore },
      rules: { jumpRule: { targetSuccess: 'done', target: 'nudge' } },
    }),
    step('done', 'check-in', 'finish', 'On track', kpi ? 600 : 480),
  );
  const modules: Draft['modules'] = [
    {
      selected_module: 'nudge',
      selected_item: 'nudge',
      at_week_days: weekDaysFor(intent),
      at_time: '09:00',
      stop_after: intent.horizon_weeks * 7,
    },
  ];
  return {
    domain,
    goal: intent.goal,
    sessionsPerWeek: intent.sessions_per_week,
    isFrequencyStated,
    assumptions,
    items,
    nodes,
    modules,
  };
}

/** The named days (1 = Monday), else the sessions spread evenly over the week; every day needs no list. */
function weekDaysFor(intent: TIntent): WeekDay[] {
  const named = [...new Set(intent.available_days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (named.length > 0) return named.map((d) => WEEK_DAYS[d - 1]!);
  const n = Math.min(7, intent.sessions_per_week);
  if (n >= 7) return [];
  return [...new Set(Array.from({ length: n }, (_, i) => WEEK_DAYS[Math.floor((i * 7) / n)]!))];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
