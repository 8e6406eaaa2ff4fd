import type { TPlan, TPlanLanguage, TPlanTask, TPlanTexts } from '@ito/contracts/agent/plan';
import { planIn } from '@ito/contracts/agent/plan-texts';
import type { AdaptResult, InLanguages } from './api.ts';
import { intentIn } from './compose.ts';

/**
 * Adaptation's words in every language the plan keeps its texts in (decision 085, amended by 090): what adaptation
 * writes (a swapped session, a recovery session, a nudge, a reason) is the planner's text too, so a reader of the
 * other language sees it in theirs. The same events are adapted once more on the plan as that reader sees it, in
 * their language; adaptation decides by dates, loads and the plan's own template, so both runs make the same changes
 * and only their words differ. When they do not (a plan adapted before this, whose earlier words were never kept),
 * that language keeps what it had and the new words show as written.
 */
export function withAdaptedTexts(
  plan: TPlan,
  result: AdaptResult,
  adaptIn: (shown: TPlan) => AdaptResult,
): AdaptResult {
  if (!plan.texts) return result;
  const own = plan.intent.language ?? 'en';
  const changed = changedElements(plan, result.plan);
  const hasNewWords = Object.values(changed).some((ids) => ids.size > 0);
  if (!hasNewWords && result.changes.length === 0) return result;

  const whyIn: InLanguages<string[]> = { [own]: result.changes.map((change) => change.why) };
  const others = new Map<TPlanLanguage, AdaptResult | null>();
  for (const language of Object.keys(plan.texts) as TPlanLanguage[]) {
    if (language === own) continue;
    const shown = { ...planIn(plan, language), intent: intentIn(plan.intent, language) };
    const other = adaptIn(shown);
    const same = sameDecisions(result, other);
    others.set(language, same ? other : null);
    if (same) whyIn[language] = other.changes.map((change) => change.why);
  }
  // New words are kept only when every language has its own: a language without them would otherwise swap the new
  // words for its old ones.
  const ownTexts = plan.texts[own];
  if (!hasNewWords || !ownTexts || [...others.values()].some((other) => other === null)) {
    return { ...result, why_in: whyIn };
  }
  const texts: Partial<Record<TPlanLanguage, TPlanTexts>> = {
    ...plan.texts,
    [own]: recordWords(ownTexts, result.plan, changed),
  };
  for (const [language, other] of others) {
    const target = plan.texts[language];
    if (other && target) texts[language] = recordWords(target, other.plan, changed);
  }
  return { ...result, plan: { ...result.plan, texts }, why_in: whyIn };
}

type Changed = { tasks: Set<string>; nudges: Set<string>; phases: Set<string>; kpis: Set<string> };

/** The elements whose words adaptation changed or added this time (a follower's own title is not the planner's). */
function changedElements(before: TPlan, after: TPlan): Changed {
  const ids = <T extends { id: string }>(a: readonly T[], b: readonly T[], key: (item: T) => string) => {
    const old = new Map(a.map((item) => [item.id, key(item)]));
    return new Set(b.filter((item) => old.get(item.id) !== key(item)).map((item) => item.id));
  };
  const planner = after.tasks.filter((task) => !task.edited_by_follower);
  return {
    tasks: ids(before.tasks, planner, taskKey),
    nudges: ids(before.nudges, after.nudges, (n) => `${n.text}\n${n.why}`),
    phases: ids(before.phases, after.phases, (p) => `${p.title}\n${p.focus}\n${p.why}`),
    kpis: ids(before.kpis, after.kpis, (k) => `${k.name}\n${k.unit}\n${k.why}`),
  };
}

const taskKey = (task: TPlanTask) =>
  JSON.stringify([task.title, task.description, task.why, task.questions?.map((q) => [q.prompt, q.options])]);

/** The two runs changed the same elements in the same way, apart from words. */
function sameDecisions(a: AdaptResult, b: AdaptResult): boolean {
  const shape = (result: AdaptResult) =>
    JSON.stringify([
      result.changes.map((change) => [change.kind, change.task_ids, change.question ?? null]),
      result.plan.tasks.map((task) => [task.id, task.date, task.minutes, task.kind, task.questions?.length ?? 0]),
      result.plan.nudges.map((nudge) => nudge.id),
    ]);
  return shape(a) === shape(b);
}

function recordWords(texts: TPlanTexts, plan: TPlan, changed: Changed): TPlanTexts {
  const pick = <T extends { id: string }, V>(items: readonly T[], ids: Set<string>, words: (item: T) => V) =>
    Object.fromEntries(items.filter((item) => ids.has(item.id)).map((item) => [item.id, words(item)]));
  return {
    ...texts,
    tasks: {
      ...texts.tasks,
      ...pick(plan.tasks, changed.tasks, ({ title, description, why, questions }) => ({
        title,
        description,
        why,
        ...(questions
          ? {
              questions: Object.fromEntries(
                questions.map((q) => [q.id, { prompt: q.prompt, options: q.options.map((o) => o.label) }]),
              ),
            }
          : {}),
      })),
    },
    nudges: { ...texts.nudges, ...pick(plan.nudges, changed.nudges, ({ text, why }) => ({ text, why })) },
    phases: {
      ...texts.phases,
      ...pick(plan.phases, changed.phases, ({ title, focus, why }) => ({ title, focus, why })),
    },
    kpis: { ...texts.kpis, ...pick(plan.kpis, changed.kpis, ({ name, unit, why }) => ({ name, unit, why })) },
  };
}
