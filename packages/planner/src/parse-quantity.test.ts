import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { nextTurn } from './dialogue.ts';
import { canonicalize } from './parse-canonical.ts';
import { readQuantity } from './parse-quantity.ts';
import { normalize } from './text.ts';

const read = (text: string, language: TPlanLanguage = 'en') => readQuantity(canonicalize(normalize(text), language));
const TODAY = '2026-11-30';

describe("a goal's own count, its target and where the person is (decision 093)", () => {
  it.each([
    ['en', 'I have 41k words of my memoir and want to hit 90,000 by summer', 90000, 41000, 'words'],
    ['en', 'my lichess blitz rating from 1320 to 1600', 1600, 1320, 'rating'],
    ['en', 'typing 38 wpm -> 70 wpm', 70, 38, 'wpm'],
    ['en', 'log 200 hours of guitar practice, 35 hours so far', 200, 35, 'hours'],
    ['en', 'learn 2000 italian words, I know maybe 300', 2000, 300, 'words'],
    ['es', 'Quiero escribir 60.000 palabras de mi novela y llevo 12.000', 60000, 12000, 'words'],
    ['de', 'Ich will 900 Seiten lesen, bin gerade auf Seite 120', 900, 120, 'pages'],
    ['ar', 'أريد أن أقرأ 3000 صفحة هذا العام، قرأت 400 صفحة حتى الآن', 3000, 400, 'pages'],
  ] as const)('%s: "%s"', (language, text, target, baseline, unit) => {
    expect(read(text, language)).toEqual({ target: { value: target, unit }, baseline: { value: baseline, unit } });
  });

  it('reads a target alone, and never a schedule number', () => {
    expect(read('send 250 cold emails to dentists in the next 8 weeks').target).toEqual({ value: 250, unit: 'emails' });
    expect(read('write 2 hours on saturdays and 30 min a day')).toEqual({ target: null, baseline: null });
    expect(read('read 20 pages a day')).toEqual({ target: null, baseline: null });
  });

  it('makes the person number the plan first KPI, in the right direction', () => {
    let turn = nextTurn(null, 'I have 41k words of my memoir and want to hit 90,000 in 20 weeks', TODAY);
    for (let i = 0; turn.kind === 'question' && i < 5; i++) turn = nextTurn(turn.state, 'not sure', TODAY);
    if (turn.kind !== 'ready') throw new Error(JSON.stringify(turn));
    expect(turn.intent.target).toEqual({ value: 90000, unit: 'words' });
    expect(turn.intent.baseline).toEqual({ value: 41000, unit: 'words' });
    // In an area whose own KPIs count something else (content: pieces published).
    const plan = composePlan(
      { ...turn.intent, domain: 'content' },
      { start_date: '2026-12-01', assumptions: [], recommendations: [] },
    );
    expect(plan.kpis[0]).toMatchObject({ id: 'own-target', target: 90000, baseline: 41000, direction: 'increase' });
    const down = composePlan(
      { ...turn.intent, domain: 'content', target: { value: 2, unit: 'cups' }, baseline: { value: 6, unit: 'cups' } },
      { start_date: '2026-12-01', assumptions: [], recommendations: [] },
    );
    expect(down.kpis[0]).toMatchObject({ id: 'own-target', target: 2, baseline: 6, direction: 'decrease' });
  });

  it('gives the plan the same KPIs in every language it keeps, whatever the units are called there', () => {
    for (const [language, domain, target] of [
      ['ar', 'running', { value: 10, unit: 'km' }],
      ['ar', 'learning', { value: 3000, unit: 'pages' }],
      ['es', 'content', { value: 60000, unit: 'words' }],
    ] as const) {
      let turn = nextTurn(null, 'I want to run 5 km', TODAY);
      for (let i = 0; turn.kind === 'question' && i < 5; i++) turn = nextTurn(turn.state, 'not sure', TODAY);
      if (turn.kind !== 'ready') throw new Error(JSON.stringify(turn));
      const plan = composePlan(
        { ...turn.intent, language, domain, target, goal: 'x y z' },
        { start_date: '2026-12-01', assumptions: [], recommendations: [] },
      );
      for (const texts of Object.values(plan.texts ?? {})) {
        expect(Object.keys(texts.kpis).sort(), `${language} ${domain}`).toEqual(plan.kpis.map((k) => k.id).sort());
      }
    }
  });
});
