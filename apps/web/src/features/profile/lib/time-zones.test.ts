import { describe, expect, it } from 'vitest';
import { timeZones } from './time-zones.ts';

describe('timeZones', () => {
  it('keeps the current zone even when the browser does not list it, once', () => {
    expect(timeZones('UTC')).toContain('UTC');
    expect(timeZones('Europe/Paris').filter((z) => z === 'Europe/Paris')).toHaveLength(1);
  });

  it('adds nothing while no zone is chosen', () => {
    expect(timeZones('')).not.toContain('');
  });
});
