import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The agent's labelled set: the fields of /work/shared/agent-eval/README.md, plus `area` (one of the
 * planner's life areas, `none` for a request out of scope) and `tags` (kind of request: typo, vague, harmful...) so the
 * report can be cut by area and language. `dev-set.json` is the shared development set copied as is (ids kept, area
 * and tags added); `project-set.json` is the project's own.
 */

/** The slots the agent may ask about; a slot not listed in `answers` gets "not sure". */
export const SLOTS = [
  'domain',
  'horizon_weeks',
  'sessions_per_week',
  'minutes_per_session',
  'level',
  'available_days',
] as const;

export const EVAL_LANGUAGES = ['en', 'ar', 'es', 'de'] as const;
export type EvalLanguage = (typeof EVAL_LANGUAGES)[number];

const ZRange = z.tuple([z.number(), z.number()]).refine(([min, max]) => min <= max, 'min must be <= max');
const ZRegex = z.string().refine((source) => {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

export const ZEvalCase = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    text: z.string().min(1).max(2000),
    answers: z.partialRecord(z.enum(SLOTS), z.string().min(1)).optional(),
    /** true: a plan must be proposed; false: none may be; absent or null: either is fine. */
    plan: z.boolean().nullable().optional(),
    mention: ZRegex.optional(),
    noMention: ZRegex.optional(),
    weeks: ZRange.optional(),
    sessions: z.number().int().min(1).optional(),
    minutes: ZRange.optional(),
    lang: z.enum(['ar', 'es', 'de']).optional(),
    safety: ZRegex.optional(),
    maxKgPerWeek: z.number().positive().optional(),
    area: z.string().min(1).optional(),
    tags: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type EvalCase = z.infer<typeof ZEvalCase>;

export const CASE_FILES = ['project-set.json', 'dev-set.json'] as const;

const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** Every case of the labelled set (project's own first), validated; ids are unique across files. */
export function loadCases(files: readonly string[] = CASE_FILES): EvalCase[] {
  const cases = files.flatMap((file) => z.array(ZEvalCase).parse(JSON.parse(fs.readFileSync(here(file), 'utf8'))));
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    seen.add(c.id);
  }
  return cases;
}

export const languageOf = (c: EvalCase): EvalLanguage => c.lang ?? 'en';

/** Pass-rate floors per group (`floors.json`), and the fixed CI slice (`ci-slice.json`). */
export const ZFloors = z.object({
  scope: z.number().min(0).max(1),
  relevance: z.number().min(0).max(1),
  parsing: z.number().min(0).max(1),
  language: z.number().min(0).max(1),
  safety: z.number().min(0).max(1),
});
export type Floors = z.infer<typeof ZFloors>;

export function loadFloors(): Floors {
  const raw = JSON.parse(fs.readFileSync(here('floors.json'), 'utf8')) as { floors: unknown };
  return ZFloors.parse(raw.floors);
}

export function loadSliceIds(): string[] {
  const raw = JSON.parse(fs.readFileSync(here('ci-slice.json'), 'utf8')) as { ids: unknown };
  return z.array(z.string()).min(1).parse(raw.ids);
}
