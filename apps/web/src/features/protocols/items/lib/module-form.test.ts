import { describe, expect, it } from 'vitest';
import { defaultModuleValues, moduleToValues, previewRunTimes, toggleWeekDay, ZModuleForm } from './module-form.ts';
import type { TRecurringModule } from '@ito/contracts/protocols/recurring-modules';

describe('recurring module form', () => {
  it('starts from the SPEC defaults: target follower, prevent_finish false, nothing else set', () => {
    const values = defaultModuleValues();
    expect(values.target).toBe('follower');
    expect(values.prevent_finish).toBe(false);
    expect(values.at_week_days).toEqual([]);
    expect(values.run_every).toBeNull();
    // Nothing to repeat yet: the form asks for it before sending, a "system" module needs none.
    const blank = ZModuleForm.safeParse(values);
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['selected_module', 'protocols.recurring_nothing'],
    ]);
    expect(ZModuleForm.safeParse({ ...values, target: 'system' }).success).toBe(true);
    expect(
      ZModuleForm.safeParse({ ...values, selected_module: 'activity', selected_item: crypto.randomUUID() }).success,
    ).toBe(true);
  });

  it('keeps picked weekdays in MON..SUN order and toggles them off', () => {
    let days = toggleWeekDay([], 'FRI');
    days = toggleWeekDay(days, 'MON');
    days = toggleWeekDay(days, 'SUN');
    expect(days).toEqual(['MON', 'FRI', 'SUN']);
    expect(toggleWeekDay(days, 'FRI')).toEqual(['MON', 'SUN']);
  });

  it('refuses a bad time, a stop before the start and a module kind without an item', () => {
    const bad = ZModuleForm.safeParse({
      ...defaultModuleValues(),
      at_time: '25:00',
      start_after: 5,
      stop_after: 3,
      selected_module: 'nudge',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      at_time: 'protocols.at_time',
      stop_after: 'pi:validation.stopAfterStart',
      selected_item: 'pi:validation.pickItem',
    });
  });

  it('previews the next runs on the chosen weekdays at the chosen local time', () => {
    const values = { ...defaultModuleValues(), at_week_days: ['MON' as const, 'WED' as const], at_time: '09:30' };
    // Sunday 2026-03-01 12:00 UTC; Berlin is UTC+1 then.
    const times = previewRunTimes(values, new Date('2026-03-01T12:00:00Z'), 3, 'Europe/Berlin');
    expect(times).toEqual(['2026-03-02T08:30:00.000Z', '2026-03-04T08:30:00.000Z', '2026-03-09T08:30:00.000Z']);
    expect(
      previewRunTimes({ ...values, repeat: 1 }, new Date('2026-03-01T12:00:00Z'), 3, 'Europe/Berlin'),
    ).toHaveLength(1);
  });

  it('gives no preview while the form is invalid', () => {
    expect(previewRunTimes({ ...defaultModuleValues(), at_time: '9' }, new Date(), 3, 'UTC')).toEqual([]);
  });

  it('reads a stored module, keeping defaults for fields it lacks', () => {
    const stored = { id: 'm1', protocol_id: 'p1', settings: {}, at_week_days: ['TUE'], repeat: 4 } as unknown;
    const values = moduleToValues(stored as TRecurringModule);
    expect(values.at_week_days).toEqual(['TUE']);
    expect(values.repeat).toBe(4);
    expect(values.target).toBe('follower');
    expect(values).not.toHaveProperty('id');
  });
});
