import { z } from 'zod';
import type { TRecurringModuleKind } from '@ito/contracts/protocols/step-kinds';
import { defaultRecurringModule, nextRunTimes, WEEK_DAYS, type RecurringModule } from '@ito/protocol/recurring';
import {
  recurringModuleProblem,
  ZRecurringModuleFields,
  type TCreateRecurringModuleRequest,
  type TRecurringModule,
} from '@ito/contracts/protocols/recurring-modules';

/** What the form offers a recurring module to repeat: the kinds that use an item of this protocol. */
export const MODULE_STEP_KINDS = [
  'activity',
  'nudge',
  'challenge',
  'assessment',
  'kpi',
  'order',
] as const satisfies readonly TRecurringModuleKind[];

/** The schedule's rules: what the preview of next runs needs, whatever the module repeats. */
const ZModuleSchedule = ZRecurringModuleFields.omit({ settings: true })
  .extend({ at_week_days: z.array(z.enum(WEEK_DAYS)) })
  .superRefine((m, ctx) => {
    if (m.stop_after !== null && m.start_after !== null && m.stop_after <= m.start_after) {
      ctx.addIssue({ code: 'custom', path: ['stop_after'], message: 'pi:validation.stopAfterStart' });
    }
  });

/**
 * SPEC "Recurring module" as a form, with the contract's field rules; empty number fields mean "not set" (null).
 * The server's rule that a module must repeat something, with the form's own words for a missing
 * item: choosing a kind of step means choosing which item it repeats.
 */
export const ZModuleForm = ZModuleSchedule.superRefine((m, ctx) => {
  const problem = recurringModuleProblem(m);
  if (problem?.field === 'selected_item') {
    ctx.addIssue({ code: 'custom', path: ['selected_item'], message: 'pi:validation.pickItem' });
  } else if (problem) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
  }
});
export type TModuleForm = z.infer<typeof ZModuleForm>;

/** SPEC section 9 defaults (target follower, prevent_finish false), from the package so both sides agree. */
export function defaultModuleValues(): TModuleForm {
  const d = defaultRecurringModule();
  return {
    target: d.target,
    role: d.role,
    selected_module: d.selected_module as TModuleForm['selected_module'],
    selected_item: d.selected_item,
    at_week_days: [...d.at_week_days],
    run_every: d.run_every,
    at_time: d.at_time,
    every_hour: d.every_hour,
    start_after: d.start_after,
    stop_after: d.stop_after,
    repeat: d.repeat,
    prevent_finish: d.prevent_finish,
  };
}

export function moduleToValues(module: TRecurringModule): TModuleForm {
  const defaults = defaultModuleValues();
  const values = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    const value = (module as Record<string, unknown>)[key];
    if (value !== undefined) values[key] = value;
  }
  return values as TModuleForm;
}

export const toModuleBody = (values: TModuleForm): TCreateRecurringModuleRequest => ({ ...values });

/** Days in week order, whatever order they were picked in. */
export function toggleWeekDay(days: readonly string[], day: (typeof WEEK_DAYS)[number]): (typeof WEEK_DAYS)[number][] {
  const set = new Set(days);
  if (set.has(day)) set.delete(day);
  else set.add(day);
  return WEEK_DAYS.filter((d) => set.has(d));
}

/**
 * The next run times a follower starting `from` would see, in `timeZone` (the creator's own by default). Values the
 * form cannot run yet (an invalid time) give no preview rather than an error.
 */
export function previewRunTimes(values: TModuleForm, from: Date, count: number, timeZone: string): string[] {
  const parsed = ZModuleSchedule.safeParse(values);
  if (!parsed.success) return [];
  const module: RecurringModule = { ...defaultRecurringModule(), ...parsed.data };
  return nextRunTimes(module, from.toISOString(), count, timeZone);
}

export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
