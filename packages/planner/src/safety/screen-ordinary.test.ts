import { describe, expect, it } from 'vitest';
import { ORDINARY_NEAR_SAFETY, type OrdinaryCase } from './screen-cases-ordinary.ts';
import { screenMessage } from './screen.ts';

/** Planned as asked: no verdict, or only a note beside the plan. */
const planned = (c: OrdinaryCase) => {
  const verdict = screenMessage(c.text, c.lang);
  return verdict === null || verdict.action === 'adjust';
};

describe('ordinary goals near the safety words (decision 101), by a helper who had not read the gate', () => {
  // Misses known when the floor was set: a condition named for someone else beside a money goal, heavy legs after a
  // long charity walk, breathlessness on climbs said to be normal, a pod a day of vaping, a flat to purge (the
  // classifier reads distress), a meal routine around metformin, blood thinners beside a doctor's "no contact sports".
  const KNOWN_MISSES = new Set([
    'My wife is scheduled for a knee replacement',
    'Benefizwanderung: 50 km in 12 Stunden',
    'بدي أمشي درب الجبل اللبناني',
    'I want to cut down on vaping.',
    'Want to purge my apartment',
    'I take metformin with breakfast and dinner.',
    'Estoy con anticoagulantes',
  ]);
  const known = (c: OrdinaryCase) => [...KNOWN_MISSES].some((start) => c.text.startsWith(start));
  const development = ORDINARY_NEAR_SAFETY.filter((c) => !c.held && !known(c));

  it.each(development.map((c) => [c.kind, c.lang, c] as const))('%s (%s): %#', (_kind, _lang, c) => {
    expect(screenMessage(c.text, c.lang), c.text).toSatisfy(() => planned(c));
  });

  it('meets the floor on the held-out quarter (read for its score only)', () => {
    const held = ORDINARY_NEAR_SAFETY.filter((c) => c.held);
    expect(held.filter(planned).length / held.length).toBeGreaterThanOrEqual(0.8);
  });

  it('the known misses are still known: each is still screened (remove it from the list when it passes)', () => {
    const misses = ORDINARY_NEAR_SAFETY.filter((c) => !c.held && known(c));
    expect(misses).toHaveLength(KNOWN_MISSES.size);
    expect(misses.filter(planned).map((c) => c.text)).toEqual([]);
  });
});
