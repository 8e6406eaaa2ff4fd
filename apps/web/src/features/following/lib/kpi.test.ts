import { describe, expect, it } from 'vitest';
import { kpiPoints, kpiStanding } from './kpi.ts';

const kpi = (
  values: [string, number][],
  target: number,
  direction: 'increase' | 'decrease' | 'maintain',
  baseline: number | null = null,
) => ({
  target,
  direction,
  baseline,
  values: values.map(([on, value], i) => ({ task_id: `t${i}`, on, value })),
});

describe('kpiPoints', () => {
  it('orders values by day, keeping same-day values in the order given', () => {
    const points = kpiPoints(
      kpi(
        [
          ['2026-03-09', 3],
          ['2026-03-02', 1],
          ['2026-03-09', 4],
        ],
        10,
        'increase',
      ),
    );
    expect(points).toEqual([
      { on: '2026-03-02', value: 1 },
      { on: '2026-03-09', value: 3 },
      { on: '2026-03-09', value: 4 },
    ]);
  });
});

describe('kpiStanding', () => {
  it('is none before anything is recorded', () => {
    expect(kpiStanding(kpi([], 10, 'increase'))).toBe('none');
  });

  it('reads the direction: reaching, moving towards, moving away', () => {
    expect(kpiStanding(kpi([['2026-03-02', 10]], 10, 'increase'))).toBe('reached');
    expect(kpiStanding(kpi([['2026-03-02', 6]], 10, 'increase', 4))).toBe('on_way');
    expect(kpiStanding(kpi([['2026-03-02', 3]], 10, 'increase', 4))).toBe('off_track');
    expect(
      kpiStanding(
        kpi(
          [
            ['2026-03-02', 90],
            ['2026-03-09', 88],
          ],
          80,
          'decrease',
        ),
      ),
    ).toBe('on_way');
    expect(kpiStanding(kpi([['2026-03-02', 79]], 80, 'decrease', 90))).toBe('reached');
    expect(kpiStanding(kpi([['2026-03-02', 5]], 10, 'increase'))).toBe('on_way');
  });

  it('holds a maintained KPI within 5 % of its target', () => {
    expect(kpiStanding(kpi([['2026-03-02', 7.8]], 8, 'maintain'))).toBe('reached');
    expect(kpiStanding(kpi([['2026-03-02', 6]], 8, 'maintain'))).toBe('off_track');
  });
});
