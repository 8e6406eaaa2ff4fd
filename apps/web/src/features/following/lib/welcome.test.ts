import { beforeEach, describe, expect, it } from 'vitest';
import { dismissWelcome, lookAtDashboard, takeWelcomeLook, VISIT_GAP_MS } from './welcome.ts';

const MINUTE = 60_000;

describe('lookAtDashboard', () => {
  it('shows the note on the first look and keeps showing it while the first visit goes on', () => {
    const first = lookAtDashboard(null, 1_000);
    expect(first).toEqual({ isShown: true, record: { firstSeen: 1_000, lastSeen: 1_000, isDismissed: false } });
    // A reload ten minutes later, and another twenty-five minutes after that: the same visit.
    const reload = lookAtDashboard(first.record, 1_000 + 10 * MINUTE);
    expect(reload.isShown).toBe(true);
    const again = lookAtDashboard(reload.record, 1_000 + 35 * MINUTE);
    expect(again).toEqual({
      isShown: true,
      record: { firstSeen: 1_000, lastSeen: 1_000 + 35 * MINUTE, isDismissed: false },
    });
  });

  it('never shows it again after the first visit', () => {
    const first = lookAtDashboard(null, 0).record;
    expect(lookAtDashboard(first, VISIT_GAP_MS + 1)).toEqual({ isShown: false, record: null });
    // A clock set back before the first look is not a first visit either.
    expect(lookAtDashboard(first, -1).isShown).toBe(false);
  });

  it('never shows it once it was closed', () => {
    expect(lookAtDashboard({ firstSeen: 0, lastSeen: 0, isDismissed: true }, 1)).toEqual({
      isShown: false,
      record: null,
    });
  });
});

describe('the stored welcome, per person and program', () => {
  beforeEach(() => localStorage.clear());

  it('is shown during the first visit until dismissed, and stays dismissed', () => {
    expect(takeWelcomeLook('u1', 'p1', 0)).toBe(true);
    expect(takeWelcomeLook('u1', 'p1', 5 * MINUTE)).toBe(true);
    dismissWelcome('u1', 'p1', 6 * MINUTE);
    expect(takeWelcomeLook('u1', 'p1', 7 * MINUTE)).toBe(false);
    // Another program, and another person on the same browser, have their own first visit.
    expect(takeWelcomeLook('u1', 'p2', 7 * MINUTE)).toBe(true);
    expect(takeWelcomeLook('u2', 'p1', 7 * MINUTE)).toBe(true);
  });

  it('is gone on the next visit', () => {
    expect(takeWelcomeLook('u1', 'p1', 0)).toBe(true);
    expect(takeWelcomeLook('u1', 'p1', VISIT_GAP_MS + MINUTE)).toBe(false);
    expect(takeWelcomeLook('u1', 'p1', VISIT_GAP_MS + 2 * MINUTE)).toBe(false);
  });

  it('treats a damaged record as none', () => {
    localStorage.setItem('ito.welcome.u1.p1', '{not json');
    expect(takeWelcomeLook('u1', 'p1', 0)).toBe(true);
    localStorage.setItem('ito.welcome.u1.p1', JSON.stringify({ firstSeen: 'x' }));
    expect(takeWelcomeLook('u1', 'p1', 0)).toBe(true);
  });
});
