import { describe, expect, it } from 'vitest';
import { settingsToForm, ZSettingsForm } from './settings-form.ts';

const valid = { hourly_budget: 6, quiet_start: '22:00', quiet_end: '07:00' };

function errorsOf(input: unknown): Record<string, string[]> {
  const result = ZSettingsForm.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('ZSettingsForm', () => {
  it('turns the inputs into the request, empty times meaning no quiet hours', () => {
    expect(ZSettingsForm.parse(valid)).toEqual(valid);
    expect(ZSettingsForm.parse({ ...valid, quiet_start: ' ', quiet_end: '' })).toEqual({
      ...valid,
      quiet_start: null,
      quiet_end: null,
    });
  });

  it('keeps the budget within its range and whole', () => {
    expect(errorsOf({ ...valid, hourly_budget: 0 })).toHaveProperty('hourly_budget');
    expect(errorsOf({ ...valid, hourly_budget: 61 })).toHaveProperty('hourly_budget');
    expect(errorsOf({ ...valid, hourly_budget: 2.5 })).toHaveProperty('hourly_budget');
    expect(errorsOf({ ...valid, hourly_budget: '' })).toHaveProperty('hourly_budget');
  });

  it('wants both ends of the quiet hours or neither, and not the same time', () => {
    expect(errorsOf({ ...valid, quiet_end: '' })).toHaveProperty('quiet_end');
    expect(errorsOf({ ...valid, quiet_end: '22:00' })).toHaveProperty('quiet_end');
    expect(errorsOf({ ...valid, quiet_start: '25:00' })).toHaveProperty('quiet_start');
  });
});

describe('settingsToForm', () => {
  it('starts from the defaults when there are no settings', () => {
    expect(settingsToForm(undefined)).toEqual({ hourly_budget: 6, quiet_start: '', quiet_end: '' });
  });
});
