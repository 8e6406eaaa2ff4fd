import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import en from '../../../../shared/i18n/locales/en/protocol-runs.json';
import { describeEvent, placeOf, shortId } from './event-text.ts';

i18n.addResourceBundle('en', 'protocol-runs', en);
const t = i18n.getFixedT('en', 'protocol-runs');

describe('describeEvent', () => {
  it('says what happened, with the step kind, the branch and the reason', () => {
    expect(describeEvent(t, { kind: 'step', payload: { step_kind: 'assessment', branch: 'not_met' } })).toBe(
      'Entered a step · Assessment · condition not met',
    );
    expect(describeEvent(t, { kind: 'effect', payload: { type: 'send_nudge' } })).toBe('Effect applied · send nudge');
    expect(describeEvent(t, { kind: 'finished', payload: { type: 'finish', reason: 'finish_step' } })).toBe(
      'Run finished · finish step',
    );
    expect(describeEvent(t, { kind: 'paused', payload: {} })).toBe('paused');
  });

  it('tells a wait that ended from a follower who answered', () => {
    expect(describeEvent(t, { kind: 'event', payload: { type: 'wake' } })).toBe('Wait ended');
    expect(describeEvent(t, { kind: 'event', payload: { type: 'task_completed' } })).toBe(
      'Follower answered · task completed',
    );
  });

  it("names a recurring module's occurrence and the close of a run it held open", () => {
    const occurrence = {
      kind: 'effect',
      node_key: 'recurring:0b7a0c55-0000-4000-8000-00000000000a',
      payload: { type: 'create_task', title: 'Weekly check' },
    };
    expect(describeEvent(t, occurrence)).toBe('Recurring: Weekly check · task for the follower');
    expect(describeEvent(t, { kind: 'finished', payload: { reason: 'recurring_done' } })).toBe(
      'Run finished · its last recurring occurrence ran',
    );
    expect(placeOf(t, occurrence.node_key, () => 'unused')).toBe('Recurring module');
    expect(placeOf(t, 'nudge', (key) => `Step ${key}`)).toBe('Step nudge');
  });

  it('shows an AI module’s guidance with who wrote it and why the model was not used', () => {
    const payload = { type: 'ai_guidance', title: 'Your week', text: 'Sleep 20 minutes earlier.' };
    expect(describeEvent(t, { kind: 'effect', payload: { ...payload, source: 'openai:coach-1' } })).toBe(
      'AI guidance by the model coach-1 · Your week: Sleep 20 minutes earlier.',
    );
    expect(describeEvent(t, { kind: 'effect', payload: { ...payload, source: 'built-in', fallback: 'timeout' } })).toBe(
      'AI guidance, built-in (the model’s answer was not used: timeout) · Your week: Sleep 20 minutes earlier.',
    );
  });

  it('shortens ids for display', () => {
    expect(shortId('0195c1d2-aaaa-bbbb')).toBe('0195c1d2');
  });
});
