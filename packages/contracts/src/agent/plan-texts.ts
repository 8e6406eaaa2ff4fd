import type { TPlan, TPlanLanguage, TPlanTask, TPlanTexts } from './plan.ts';

/**
 * A plan in the reader's language (decision 085). The planner stores its texts in the plan's own language and in the
 * web's languages (`plan.texts`); an element whose text still is the planner's (equal to the plan language's entry)
 * is shown in the reader's language, anything else (a model's edit, adaptation's words, the follower's own title)
 * stays as written. Zod-free, so the web can use it without the schemas.
 */

/** The web's languages: what the planner writes every plan's texts in, besides the plan's own language. */
export const PLAN_TEXT_LANGUAGES = ['en', 'ar'] as const satisfies readonly TPlanLanguage[];

/** The languages whose texts a plan in `language` keeps: its own and the web's. */
export function planTextLanguages(language: TPlanLanguage): TPlanLanguage[] {
  return [...new Set<TPlanLanguage>([language, ...PLAN_TEXT_LANGUAGES])];
}

type TextPair = { source: TPlanTexts; target: TPlanTexts };

function pairFor(plan: Pick<TPlan, 'intent' | 'texts'>, language: string): TextPair | null {
  const own = plan.intent.language ?? 'en';
  const base = language.split('-')[0] as TPlanLanguage;
  if (base === own) return null;
  const source = plan.texts?.[own];
  const target = plan.texts?.[base];
  return source && target ? { source, target } : null;
}

/** `current` in the target language when it is still the planner's `source` text, else as it is. */
function swap(current: string, source: string | undefined, target: string | undefined): string {
  return source !== undefined && target !== undefined && current === source ? target : current;
}

/** Items matched by id: each of `fields` takes the target's words where it still holds the source's. */
function swapById<I extends { id: string }, K extends keyof I & string>(
  items: readonly I[],
  source: Readonly<Record<string, Partial<Record<K, string>>>>,
  target: Readonly<Record<string, Partial<Record<K, string>>>>,
  fields: readonly K[],
): I[] {
  return items.map((item) => {
    const from = source[item.id];
    const to = target[item.id];
    if (!from || !to) return item;
    const out: I = { ...item };
    for (const field of fields) {
      if (typeof item[field] === 'string') {
        (out as Record<string, unknown>)[field] = swap(item[field], from[field], to[field]);
      }
    }
    return out;
  });
}

export type TTaskTexts = { title: string; description: string; why: string };

function taskIn(task: TPlanTask, pair: TextPair): TPlanTask {
  const source = pair.source.tasks[task.id];
  const target = pair.target.tasks[task.id];
  if (!source || !target) return task;
  return {
    ...task,
    title: swap(task.title, source.title, target.title),
    description: swap(task.description, source.description, target.description),
    why: swap(task.why, source.why, target.why),
    ...(task.questions
      ? {
          questions: task.questions.map((question) => {
            const from = source.questions?.[question.id];
            const to = target.questions?.[question.id];
            if (!from || !to) return question;
            return {
              ...question,
              prompt: swap(question.prompt, from.prompt, to.prompt),
              options: question.options.map((option, i) => ({
                ...option,
                label: swap(option.label, from.options[i], to.options[i]),
              })),
            };
          }),
        }
      : {}),
  };
}

/** The plan as a reader of `language` sees it; the same object when there is nothing to change. */
export function planIn<P extends TPlan>(plan: P, language: string): P {
  const pair = pairFor(plan, language);
  if (!pair) return plan;
  const { source, target } = pair;
  return {
    ...plan,
    title: swap(plan.title, source.title, target.title),
    summary: swap(plan.summary, source.summary, target.summary),
    assumptions: plan.assumptions.map((text, i) => swap(text, source.assumptions[i], target.assumptions[i])),
    phases: swapById(plan.phases, source.phases, target.phases, ['title', 'focus', 'why']),
    tasks: plan.tasks.map((task) => taskIn(task, pair)),
    kpis: swapById(plan.kpis, source.kpis, target.kpis, ['name', 'unit', 'why']),
    nudges: swapById(plan.nudges, source.nudges, target.nudges, ['text', 'why']),
    recommendations: plan.recommendations.map((item) => {
      const key = `${item.kind}:${item.id}`;
      return { ...item, why: swap(item.why, source.recommendations[key]?.why, target.recommendations[key]?.why) };
    }),
  };
}

/**
 * A plan task's title, description and why in each language the plan keeps, for its task row (`tasks.texts`): the
 * planner's text where the task still has it, the task's own text otherwise. Null when the plan keeps no texts.
 */
export function taskTextsOf(
  plan: Pick<TPlan, 'intent' | 'texts'>,
  task: TPlanTask,
): Partial<Record<TPlanLanguage, TTaskTexts>> | null {
  if (!plan.texts) return null;
  const out: Partial<Record<TPlanLanguage, TTaskTexts>> = {};
  for (const language of Object.keys(plan.texts) as TPlanLanguage[]) {
    const pair = pairFor(plan, language);
    const shown = pair ? taskIn(task, pair) : task;
    out[language] = { title: shown.title, description: shown.description, why: shown.why };
  }
  return out;
}

/** A task row's texts in `language`: the stored translation when there is one, the row's own words otherwise. */
export function taskTextIn<T extends TTaskTexts & { texts?: Partial<Record<string, TTaskTexts>> | null }>(
  task: T,
  language: string,
): TTaskTexts {
  const texts = task.texts?.[language.split('-')[0] ?? language];
  return texts ?? { title: task.title, description: task.description, why: task.why };
}

/** A personal plan's title and summary in each language it keeps, and its own language (`follows.titles`). */
export type TPlanTitles = {
  language: TPlanLanguage;
  texts: Partial<Record<TPlanLanguage, { title: string; summary: string }>>;
};
export type TProgramTexts = Partial<Record<TPlanLanguage, { title: string; summary?: string }>>;

/** What a follow keeps of its plan's titles (decision 090); null for a plan that keeps no texts. */
export function planTitlesOf(plan: Pick<TPlan, 'intent' | 'texts'>): TPlanTitles | null {
  if (!plan.texts) return null;
  const texts: TPlanTitles['texts'] = {};
  for (const [language, words] of Object.entries(plan.texts) as [TPlanLanguage, TPlanTexts][]) {
    texts[language] = { title: words.title, summary: words.summary };
  }
  return { language: plan.intent.language ?? 'en', texts };
}

/**
 * The texts a list sends beside a personal plan's program (decision 090): the plan's title (and summary) in each
 * language while the program still carries the planner's words in the plan's own language; undefined once someone
 * renamed it, or for a catalogue program.
 */
export function programTextsOf(
  program: { title: string; summary?: string },
  titles: TPlanTitles | null | undefined,
): TProgramTexts | undefined {
  const own = titles?.texts[titles.language];
  if (!titles || !own || own.title !== program.title) return undefined;
  const texts: TProgramTexts = {};
  for (const [language, words] of Object.entries(titles.texts) as [TPlanLanguage, TPlanTitles['texts']['en']][]) {
    if (!words) continue;
    const summaryKept = program.summary !== undefined && own.summary.startsWith(program.summary);
    texts[language] = { title: words.title, ...(summaryKept ? { summary: words.summary } : {}) };
  }
  return texts;
}

/** A program's title and summary as a reader of `language` sees them. */
export function programIn<P extends { title: string; summary?: string; texts?: TProgramTexts }>(
  program: P,
  language: string,
): P {
  const words = program.texts?.[language.split('-')[0] as TPlanLanguage];
  if (!words) return program;
  return { ...program, title: words.title, ...(words.summary !== undefined ? { summary: words.summary } : {}) };
}

/** A plan change's reason in the reader's language where the planner said it in it (decision 090). */
export function changeWhyIn(
  change: { why: string; why_in?: Partial<Record<string, string>> },
  language: string,
): string {
  return change.why_in?.[language.split('-')[0] ?? language] ?? change.why;
}
