import { describe, expect, it } from 'vitest';
import { practiceLoop } from '@ito/protocol/test/engine-fixtures';
import { DEFAULT_FORM, mixShares, readSimulationForm } from './simulation-form.ts';
import { runSimulation } from './run-simulation.ts';

describe('simulation form', () => {
  it('reads the defaults into settings', () => {
    expect(readSimulationForm(DEFAULT_FORM)).toEqual({
      ok: true,
      settings: { followers: 500, horizonDays: 90, seed: 1, mix: DEFAULT_FORM.mix },
    });
  });

  it('names each wrong field', () => {
    const read = readSimulationForm({
      followers: 5001,
      horizonDays: '',
      seed: -1,
      mix: { diligent: 0, erratic: 0, drop_out: 0, poor_scorer: 0 },
    });
    expect(read).toEqual({
      ok: false,
      errors: { followers: 'followers', horizonDays: 'horizonDays', seed: 'seed', mix: 'mixEmpty' },
    });
    const fraction = readSimulationForm({
      ...DEFAULT_FORM,
      followers: '2.5',
      mix: { ...DEFAULT_FORM.mix, erratic: 101 },
    });
    expect(fraction).toEqual({ ok: false, errors: { followers: 'followers', mix: 'mixRange' } });
  });

  it('shows each weight as a share of the mix', () => {
    expect(mixShares({ diligent: 1, erratic: 1, drop_out: 2, poor_scorer: '' })).toEqual({
      diligent: 25,
      erratic: 25,
      drop_out: 50,
      poor_scorer: 0,
    });
  });

  it('runs a simulation where there is no worker (jsdom) and honours an abort', async () => {
    const input = { nodes: practiceLoop(), followers: 50, mix: { diligent: 1 }, seed: 1, horizonDays: 10 };
    const result = await runSimulation(input);
    expect(result.outcomes.finished).toBe(50);
    const controller = new AbortController();
    const running = runSimulation(input, controller.signal);
    controller.abort();
    await expect(running).rejects.toThrow('Aborted');
  });
});
