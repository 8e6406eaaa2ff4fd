import { describe, expect, it } from 'vitest';
import { practiceLoop } from '@ito/protocol/test/engine-fixtures';
import { simulateProtocol } from '@ito/protocol/simulate';
import { branchRows, FUNNEL_CHART_MAX_STEPS, funnelChartData, funnelRows, outcomeShares } from './funnel.ts';

const result = simulateProtocol({
  nodes: practiceLoop(),
  followers: 200,
  mix: { diligent: 50, drop_out: 30, poor_scorer: 20 },
  seed: 4,
  horizonDays: 30,
});

describe('funnel shaping', () => {
  it('orders steps as a funnel, most reached first, unreached last in drawing order', () => {
    const rows = funnelRows(result);
    expect(rows).toHaveLength(6);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.reached).toBeGreaterThanOrEqual(rows[i]!.reached);
    expect(rows[0]).toMatchObject({ nodeId: 'start', reached: 200, reachedPct: 100 });
    // Drop-outs stop at the assessment; poor scorers loop there until the horizon.
    const check = rows.find((r) => r.nodeId === 'check')!;
    expect(check.dropOff).toBe(check.dropped + check.stuck);
    expect(check.dropOff).toBeGreaterThan(0);
    expect(check.dropOffPct).toBeCloseTo((check.dropOff / check.reached) * 100, 0);
    const totalEnded = rows.reduce((a, r) => a + r.dropped + r.stuck + r.failed + r.finished, 0);
    expect(totalEnded).toBe(200);
  });

  it('draws only reached steps, bounded, with their labels', () => {
    const data = funnelChartData(funnelRows(result), (row) => `#${row.nodeId}`);
    expect(data.every((d) => d.continued + d.dropOff > 0)).toBe(true);
    expect(data[0]).toMatchObject({ step: '#start', continued: 200, dropOff: 0 });
    const many = Array.from({ length: 40 }, (_, i) => ({ ...funnelRows(result)[0]!, nodeId: `n${i}` }));
    expect(funnelChartData(many, (r) => r.nodeId)).toHaveLength(FUNNEL_CHART_MAX_STEPS);
  });

  it('lists the branching step with how often its condition was met', () => {
    const rows = branchRows(result);
    expect(rows.map((r) => r.nodeId)).toEqual(['check']);
    const [check] = rows;
    expect(check!.met).toBe(result.outcomes.finished);
    expect(check!.metPct).toBeCloseTo((check!.met / (check!.met + check!.notMet)) * 100, 0);
  });

  it('shares outcomes out of all followers', () => {
    const shares = outcomeShares(result);
    const total = shares.finished.count + shares.failed.count + shares.dropped.count + shares.stuck.count;
    expect(total).toBe(200);
    expect(shares.finished.pct).toBe(Math.round((shares.finished.count / 200) * 1000) / 10);
  });
});
