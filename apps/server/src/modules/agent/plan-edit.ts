import { isDeepStrictEqual } from 'node:util';
import type { TPlanEdit } from '@ito/contracts/agent/plan-edit';
import type { TIntent, TPlan, TPlanTask } from '@ito/contracts/agent/plan';
import type { TPlanRecommendation } from '@ito/planner/api';
import { addDays } from '@ito/planner/calendar';
import { unsafeAdvice } from '@ito/planner/safety/check-plan';
import { screenMessage } from '@ito/planner/safety/screen';

/**
 * The model's side of the agent (decision 039): what it is shown of the planner's draft (a compact brief, not the
 * plan), and how its edit is applied. Every part of an edit is checked on its own and dropped when it names something
 * the draft does not have, leaves the planner's ranges or gives unsafe advice; the rest is applied.
 */

/** A KPI target may move this far from the draft's (a fraction of it), and never past the baseline. */
export const KPI_TARGET_SPAN = 0.3;

type SessionKind = { key: string; title: string; description: string; why: string; ids: string[]; weeks: number[] };

function sessionKinds(draft: TPlan): SessionKind[] {
  const kinds = new Map<string, SessionKind>();
  for (const task of draft.tasks) {
    if (task.kind !== 'activity') continue;
    const id = `${task.title}\n${task.description}`;
    let kind = kinds.get(id);
    if (!kind) {
      kind = {
        key: `s${kinds.size + 1}`,
        title: task.title,
        description: task.description,
        why: task.why,
        ids: [],
        weeks: [],
      };
      kinds.set(id, kind);
    }
    kind.ids.push(task.id);
    if (!kind.weeks.includes(task.week)) kind.weeks.push(task.week);
  }
  return [...kinds.values()];
}

type Question = NonNullable<TPlanTask['questions']>[number];

function checkinQuestions(draft: TPlan): Map<string, Question> {
  const questions = new Map<string, Question>();
  for (const task of draft.tasks)
    for (const question of task.questions ?? []) if (!questions.has(question.id)) questions.set(question.id, question);
  return questions;
}

const scoreRange = (question: Question) => {
  const scores = question.options.map((option) => option.score);
  return { min: Math.min(...scores), max: Math.max(...scores) };
};

/** The range a KPI's target may take: within the span of the draft's, on the right side of the baseline. */
export function kpiTargetRange(kpi: TPlan['kpis'][number]): { min: number; max: number } {
  const span = Math.abs(kpi.target) * KPI_TARGET_SPAN;
  let min = kpi.target - span;
  let max = kpi.target + span;
  if (kpi.baseline !== null && kpi.direction === 'increase') min = Math.max(min, kpi.baseline);
  if (kpi.baseline !== null && kpi.direction === 'decrease') max = Math.min(max, kpi.baseline);
  if (kpi.direction === 'maintain') [min, max] = [kpi.target, kpi.target];
  return { min: round(min), max: round(max) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** What the model is shown: the request as understood, the draft's words by id, the ranges and the candidates. */
export function draftBrief(draft: TPlan, candidates: readonly TPlanRecommendation[]) {
  const { intent } = draft;
  return {
    language: intent.language ?? 'en',
    request: {
      text: intent.text,
      domain: intent.domain,
      goal: intent.goal,
      target: intent.target,
      horizon_weeks: intent.horizon_weeks,
      sessions_per_week: intent.sessions_per_week,
      minutes_per_session: intent.minutes_per_session,
      level: intent.level,
      injuries: intent.injuries,
      equipment: intent.equipment,
    },
    title: draft.title,
    summary: draft.summary,
    assumptions: draft.assumptions,
    phases: draft.phases.map(({ id, title, week_start, week_end, focus, why }) => ({
      id,
      title,
      weeks: `${week_start}-${week_end}`,
      focus,
      why,
    })),
    sessions: sessionKinds(draft).map(({ key, title, description, why, ids, weeks }) => ({
      key,
      title,
      description,
      why,
      count: ids.length,
      weeks: weeks.join(','),
    })),
    checkins: [...checkinQuestions(draft).values()].map((question) => ({
      question_id: question.id,
      prompt: question.prompt,
      options: question.options,
      score_range: scoreRange(question),
    })),
    kpis: draft.kpis.map((kpi) => ({ ...kpi, target_range: kpiTargetRange(kpi) })),
    recommendations: draft.recommendations.map(({ kind, id, title }) => ({ kind, id, title })),
    candidates: candidates.map(({ kind, id, title, why }) => ({ kind, id, title, why })),
  };
}

/**
 * Why a text the model wrote cannot go into a plan or the chat: unsafe advice (fasting, skipping meals, pushing
 * through pain, very low calories, drugs), or words the safety gate answers with support or a caution. A red flag
 * named as a reason to see a doctor is fine.
 */
export function unsafeText(text: string, language: TIntent['language']): string | null {
  const advice = unsafeAdvice(text);
  if (advice) return advice;
  const verdict = screenMessage(text, language);
  return verdict && verdict.category !== 'red_flag' ? verdict.category : null;
}

/** Whether the model read the same request as the planner (compared as values: jsonb reorders keys). */
export function agreesWithDraft(edit: TPlanEdit, intent: TIntent): boolean {
  if (!edit.understood) return true;
  if (edit.understood.domain !== intent.domain) return false;
  const mine = edit.understood.target;
  const theirs = intent.target;
  if (!mine || !theirs) return mine === theirs || !mine;
  return isDeepStrictEqual(
    { value: mine.value, unit: mine.unit.trim().toLowerCase() },
    { value: theirs.value, unit: theirs.unit.trim().toLowerCase() },
  );
}

export type AppliedEdit = { plan: TPlan; dropped: string[]; applied: number };

/** The draft with the model's edit applied; `dropped` says which parts were not, and why. */
export function applyPlanEdit(draft: TPlan, edit: TPlanEdit, candidates: readonly TPlanRecommendation[]): AppliedEdit {
  const dropped: string[] = [];
  let applied = 0;
  const language = draft.intent.language;
  /** The model's text when it is safe, else undefined (and said why). */
  const safe = (value: string | null, where: string): string | undefined => {
    if (value === null) return undefined;
    const trimmed = value.trim();
    if (!trimmed) return undefined;
    const problem = unsafeText(trimmed, language);
    if (problem) {
      dropped.push(`${where}: unsafe (${problem})`);
      return undefined;
    }
    applied += 1;
    return trimmed;
  };

  const plan: TPlan = structuredClone(draft);
  plan.title = safe(edit.title, 'title') ?? plan.title;
  plan.summary = safe(edit.summary, 'summary') ?? plan.summary;

  for (const change of edit.phases) {
    const phase = plan.phases.find((p) => p.id === change.id);
    if (!phase) {
      dropped.push(`phase ${change.id}: not in the draft`);
      continue;
    }
    phase.title = safe(change.title, `phase ${change.id}`) ?? phase.title;
    phase.focus = safe(change.focus, `phase ${change.id}`) ?? phase.focus;
    phase.why = safe(change.why, `phase ${change.id}`) ?? phase.why;
  }

  const kinds = new Map(sessionKinds(draft).map((kind) => [kind.key, kind]));
  const tasks = new Map(plan.tasks.map((task) => [task.id, task]));
  for (const change of edit.sessions) {
    const kind = kinds.get(change.key);
    if (!kind) {
      dropped.push(`session ${change.key}: not in the draft`);
      continue;
    }
    const title = safe(change.title, `session ${change.key}`);
    const description = safe(change.description, `session ${change.key}`);
    const why = safe(change.why, `session ${change.key}`);
    for (const id of kind.ids) {
      const task = tasks.get(id)!;
      if (title) task.title = title;
      if (description) task.description = description;
      if (why) task.why = why;
    }
  }

  const questions = checkinQuestions(draft);
  for (const change of edit.checkins) {
    const original = questions.get(change.question_id);
    if (!original) {
      dropped.push(`check-in ${change.question_id}: not in the draft`);
      continue;
    }
    const prompt = safe(change.prompt, `check-in ${change.question_id}`);
    let options = change.options ?? undefined;
    if (options) {
      const range = scoreRange(original);
      const scores = options.map((option) => option.score);
      const inRange = scores.every((score) => score >= range.min && score <= range.max);
      if (!inRange || !scores.includes(range.min) || !scores.includes(range.max)) {
        dropped.push(`check-in ${change.question_id}: scores outside ${range.min}-${range.max}`);
        options = undefined;
      } else if (options.some((option) => safe(option.label, `check-in ${change.question_id}`) === undefined)) {
        options = undefined;
      }
    }
    for (const task of plan.tasks)
      for (const question of task.questions ?? []) {
        if (question.id !== change.question_id) continue;
        if (prompt) question.prompt = prompt;
        if (options) question.options = options.map(({ label, score }) => ({ label: label.trim(), score }));
      }
  }

  for (const change of edit.kpis) {
    const kpi = plan.kpis.find((k) => k.id === change.id);
    if (!kpi) {
      dropped.push(`KPI ${change.id}: not in the draft`);
      continue;
    }
    if (change.target !== null && change.target !== kpi.target) {
      const range = kpiTargetRange(kpi);
      if (!Number.isFinite(change.target) || change.target < range.min || change.target > range.max) {
        dropped.push(`KPI ${change.id}: target ${change.target} outside ${range.min}-${range.max}`);
      } else {
        kpi.target = change.target;
        applied += 1;
      }
    }
    kpi.why = safe(change.why, `KPI ${change.id}`) ?? kpi.why;
  }

  if (edit.recommendations) {
    const known = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    const picked: TPlan['recommendations'] = [];
    for (const choice of edit.recommendations) {
      const candidate = known.get(choice.id);
      if (!candidate) {
        dropped.push(`recommendation ${choice.id}: not among the candidates`);
        continue;
      }
      if (picked.some((p) => p.id === candidate.id)) continue;
      picked.push({ ...candidate, why: safe(choice.why, `recommendation ${choice.id}`) ?? candidate.why });
    }
    if (picked.length > 0) plan.recommendations = picked;
  }

  for (const [i, note] of edit.notes.entries()) {
    const date = weekDate(plan, note.week);
    const noteText = safe(note.text, `note ${i + 1}`);
    const why = safe(note.why, `note ${i + 1}`);
    if (!date) dropped.push(`note ${i + 1}: week ${note.week} is outside the plan`);
    else if (noteText && why && plan.nudges.length < 100)
      plan.nudges.push({ id: `model-note-${i + 1}`, date, text: noteText, why });
  }
  plan.nudges.sort((a, b) => a.date.localeCompare(b.date));
  return { plan, dropped, applied };
}

/** The first day of plan week `week` (the start date in week 1), or null outside the plan. */
function weekDate(plan: TPlan, week: number): string | null {
  if (!Number.isInteger(week) || week < 1) return null;
  const date = addDays(plan.limits.start_date, 7 * (week - 1));
  return date <= plan.limits.end_date ? date : null;
}
