import { describe, expect, it } from 'vitest';
import type { TIntent } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { nextTurn } from './dialogue.ts';

/** Cycling goals ride (decision 113): the running area's sessions, KPIs and goal day for a cyclist. */
const TODAY = '2026-11-30';
const RIDE: TIntent = {
  text: 'raise my FTP from 210 to 250 watts before the gran fondo in June',
  domain: 'running',
  goal: 'Raise my FTP to 250 W',
  target: { value: 250, unit: 'W' },
  baseline: { value: 210, unit: 'W' },
  horizon_weeks: 12,
  sessions_per_week: 4,
  minutes_per_session: 90,
  level: 'intermediate',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const options = { start_date: TODAY, assumptions: [], recommendations: [] };
const sessionsOf = (intent: TIntent) => composePlan(intent, options).tasks.filter((t) => t.kind === 'activity');

describe('cycling goals', () => {
  it('rides: no session says run, the goal day is a ride, and the threshold power is a KPI from where they are', () => {
    const plan = composePlan(RIDE, options);
    const sessions = plan.tasks.filter((t) => t.kind === 'activity');
    for (const t of sessions) expect(`${t.title} ${t.description}`, t.title).not.toMatch(/\brun\b|\bjog/i);
    const titles = new Set(sessions.map((t) => t.title));
    for (const title of ['Easy ride', 'Long ride', 'Sweet-spot ride']) expect(titles).toContain(title);
    for (const title of titles) expect(title).toMatch(/ride|bike/i);
    expect(sessions.at(-1)!.title).toBe('Goal ride: 250 W');
    expect(plan.kpis.find((k) => k.unit === 'W')).toMatchObject({ baseline: 210, target: 250, direction: 'increase' });
    const distance = plan.kpis.find((k) => k.name === 'Weekly distance')!;
    expect(distance.target).toBeGreaterThan(100);
  });

  it('in Spanish, with the rides translated', () => {
    const sessions = sessionsOf({
      ...RIDE,
      language: 'es',
      text: 'quiero preparar la gran fondo, salgo en bici 4 días',
    });
    expect(sessions.map((t) => t.title)).toContain('Salida larga');
  });

  it('keeps running sessions for a runner and for a triathlete', () => {
    for (const text of ['I want to run my first half marathon', 'first sprint triathlon: swim, bike and run']) {
      const titles = sessionsOf({ ...RIDE, text, target: { value: 21.1, unit: 'km' }, baseline: null }).map(
        (t) => t.title,
      );
      expect(titles, text).toContain('Long run');
      expect(
        titles.some((t) => /ride/i.test(t)),
        text,
      ).toBe(false);
    }
  });

  it('reads a threshold power and its starting point from the message', () => {
    let turn = nextTurn(null, 'raise my FTP from 210 to 250 watts before the gran fondo in June', TODAY);
    for (let i = 0; i < 5 && turn.kind === 'question'; i++) turn = nextTurn(turn.state, 'not sure', TODAY);
    expect(turn.kind).toBe('ready');
    if (turn.kind !== 'ready') return;
    expect(turn.intent).toMatchObject({
      domain: 'running',
      target: { value: 250, unit: 'W' },
      baseline: { value: 210, unit: 'W' },
    });
  });
});

describe('running said as not advised (decision 114)', () => {
  it('rides when the physio says cycling yes and jogging no', () => {
    const text =
      'I have knee arthritis, the physio says cycling and strength are good, running not so much. I have an e-bike.';
    const sessions = sessionsOf({ ...RIDE, text, goal: 'Stay fit with knee arthritis', target: null, baseline: null });
    for (const t of sessions) expect(`${t.title} ${t.description}`, t.title).not.toMatch(/\brun\b|\bjog/i);
  });
});
