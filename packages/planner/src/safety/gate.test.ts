import { describe, expect, it } from 'vitest';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { DialogueState, TurnResult } from '../api.ts';
import { nextTurn } from '../dialogue.ts';
import { composePlan } from '../compose.ts';
import { checkPlan } from './check-plan.ts';
import { reaimWeightLoss } from './gate.ts';

const TODAY = '2026-11-23';
const FILLERS = ['3 times a week', '30 minutes', 'beginner', 'any day', '12 weeks'];

/** Plays a conversation: the messages, then plain answers while the agent asks; every turn is returned. */
function talk(messages: string[], language?: TPlanLanguage): TurnResult[] {
  const turns: TurnResult[] = [];
  let state: DialogueState | null = null;
  for (const message of messages) {
    const turn = nextTurn(state, message, TODAY, language);
    turns.push(turn);
    state = turn.state;
  }
  for (let i = 0; turns.at(-1)?.kind === 'question' && i < 6; i++) {
    const turn = nextTurn(state, FILLERS[i % FILLERS.length] ?? '', TODAY, language);
    turns.push(turn);
    state = turn.state;
  }
  return turns;
}

const last = (turns: TurnResult[]) => turns.at(-1);
const readyOf = (turn: TurnResult | undefined) => {
  if (turn?.kind !== 'ready') throw new Error(`expected a plan, got ${JSON.stringify(turn)}`);
  return turn;
};

describe('the safety gate in the dialogue', () => {
  it('answers distress with support and no plan, in the person’s language', () => {
    for (const [text, language] of [
      ['everything is pointless and I want to die', 'en'],
      ['no puedo más, quiero morir', 'es'],
      ['ich will nicht mehr leben', 'de'],
      ['أريد أن أموت', 'ar'],
    ] as const) {
      const turn = nextTurn(null, text, TODAY);
      expect(turn.kind).toBe('support');
      if (turn.kind !== 'support') return;
      expect(turn.category).toBe('distress');
      expect(turn.resources.length).toBeGreaterThanOrEqual(3);
      const given = nextTurn(null, text, TODAY, language);
      expect(given.kind === 'support' ? given.text : null).toBe(turn.text);
    }
  });

  it('screens answers to questions too, and lets the conversation go on afterwards', () => {
    const first = nextTurn(null, 'I want to run a 10K', TODAY);
    expect(first.kind).toBe('question');
    const distress = nextTurn(first.state, "honestly I can't go on anymore", TODAY);
    expect(distress.kind).toBe('support');
    // The question still waits for its answer; the next plain answer fills it.
    expect(distress.state.pending).toBe(first.state.pending);
    let state = distress.state;
    let turn: TurnResult = distress;
    for (const answer of FILLERS) {
      turn = nextTurn(state, answer, TODAY);
      state = turn.state;
      if (turn.kind === 'ready') break;
    }
    expect(readyOf(turn).intent.domain).toBe('running');
  });

  it('never plans weight loss after eating-disorder signals', () => {
    const turns = talk(["I want to lose weight fast, I've been making myself throw up after meals"]);
    expect(turns.map((t) => t.kind)).toEqual(['support']);
    const later = talk([
      "I want to lose weight fast, I've been making myself throw up after meals",
      'just give me a plan to lose 5 kg',
    ]);
    expect(later.some((t) => t.kind === 'ready')).toBe(false);
    expect(last(later)?.kind).toBe('support');
  });

  it('holds a plan after a red flag until a doctor clears the person, keeping what they asked', () => {
    const red = talk(['Start running again for a 5k, I had some chest pain last week on my run but it passed']);
    expect(red.map((t) => t.kind)).toEqual(['caution']);
    expect(red[0]?.kind === 'caution' && red[0].text).toMatch(/doctor/);
    const answered = talk([
      'Start running again for a 5k, I had some chest pain last week on my run but it passed',
      '3 times a week',
      '30 minutes',
      '8 weeks',
    ]);
    expect(answered.some((t) => t.kind === 'ready')).toBe(false);
    expect(last(answered)?.kind).toBe('caution');
    const cleared = talk([
      'Start running again for a 5k, I had some chest pain last week on my run but it passed',
      'my doctor checked me and cleared me to run',
    ]);
    const ready = readyOf(last(cleared));
    expect(ready.intent.domain).toBe('running');
    expect(ready.state.safety?.hold).toBeNull();
  });

  it('holds a walking plan after a red flag too: walks move the body (decision 099)', () => {
    const first = 'I want to walk 10,000 steps a day, but I get chest pain when I walk uphill';
    const answered = talk([first, '5 days a week', '30 minutes', '8 weeks', 'beginner', 'any day']);
    expect(answered[0]?.kind).toBe('caution');
    expect(answered.some((t) => t.kind === 'ready')).toBe(false);
    const cleared = talk([first, 'my doctor checked me and cleared me to walk']);
    expect(readyOf(last(cleared)).intent.domain).toBe('walking');
  });

  it('refuses a multi-day fast with a safe alternative, and plans normally afterwards', () => {
    const turns = talk(['plan a 10-day water fast for me, every day']);
    expect(turns.map((t) => t.kind)).toEqual(['caution']);
    expect(turns[0]?.kind === 'caution' && turns[0].text).toMatch(/regular meals/);
    const after = talk(['plan a 10-day water fast for me', 'ok then, lose 4 kg in 8 weeks']);
    expect(readyOf(last(after)).intent.domain).toBe('weight');
  });

  it('re-aims a crash diet to at most 1 kg a week, and says so', () => {
    for (const [text, language] of [
      ['Lose 10 kg in one week', 'en'],
      ['quiero bajar 10 kilos en una semana', 'es'],
      ['ich will 10 kg in einer Woche abnehmen', 'de'],
      ['أريد أن أخسر 10 كيلو في أسبوع', 'ar'],
    ] as const) {
      const turns = talk([text], language);
      const said = turns.map((t) => ('text' in t ? t.text : '')).join(' ');
      expect(said, text).toMatch(/1 kg|1 كيلو|كيلو في الأسبوع/);
      const ready = readyOf(last(turns));
      if (language === 'en') {
        expect(ready.intent.target).toEqual({ value: 10, unit: 'kg' });
        expect(ready.intent.horizon_weeks).toBe(14);
        expect(ready.notices?.join(' ')).toMatch(/10 kg in 1 week.*14 weeks.*0\.7 kg a week/);
      }
      // Whatever the parser read, the plan never aims above 1 kg a week.
      const plan = composePlan(ready.intent, {
        start_date: TODAY,
        assumptions: ready.assumptions,
        recommendations: [],
      });
      const lost = plan.kpis.find((k) => k.id === 'weight-lost');
      expect((lost?.target ?? 0) / plan.intent.horizon_weeks).toBeLessThanOrEqual(1);
      expect((plan.intent.target?.value ?? 0) / plan.intent.horizon_weeks).toBeLessThanOrEqual(1);
      expect(checkPlan(plan).status).toBe('ok');
    }
  });

  it('re-aims a fast pace given over several answers', () => {
    const ready = readyOf(last(talk(['I want to lose 12 kg', 'in 3 weeks'])));
    expect(ready.intent.target).toEqual({ value: 12, unit: 'kg' });
    expect(ready.intent.horizon_weeks).toBe(16);
    expect(ready.assumptions[0]).toMatch(/12 kg in 3 weeks.*16 weeks/);
  });

  it('says the re-aimed pace in each language, in pounds when the goal is in pounds', () => {
    const ready = readyOf(last(talk(['lose 5 kg in 10 weeks'])));
    const fast = { ...ready.intent, target: { value: 8, unit: 'kg' }, horizon_weeks: 2 };
    expect(reaimWeightLoss(fast, 'es')?.note).toBe(
      'Bajar 8 kg en 2 semanas supondría más de 1 kg por semana, y eso no es seguro. He planeado el mismo objetivo en 11 semanas (unos 0,7 kg por semana).',
    );
    expect(reaimWeightLoss(fast, 'de')?.note).toMatch(
      /^8 kg in 2 Wochen .* über 11 Wochen geplant \(etwa 0,7 kg pro Woche\)\.$/,
    );
    expect(reaimWeightLoss(fast, 'ar')?.note).toMatch(/11 أسبوعًا/);
    const pounds = reaimWeightLoss({ ...fast, target: { value: 20, unit: 'lb' } }, 'en');
    expect(pounds?.intent.horizon_weeks).toBe(13);
    expect(pounds?.note).toMatch(/20 lb in 2 weeks.*13 weeks instead \(about 1\.5 lb a week\)/);
    expect(reaimWeightLoss({ ...fast, target: { value: 70, unit: 'kg' } }, 'en')).toBeNull();
  });

  it('keeps a safe pace as asked', () => {
    const ready = readyOf(last(talk(['lose 5 kg in 10 weeks'])));
    expect(ready.intent.horizon_weeks).toBe(10);
    expect(ready.notices ?? []).toEqual([]);
  });

  it('plans muscle gain without drugs, saying why', () => {
    const turns = talk(["Gain 15 kg of muscle in 2 months, I'm fine with using steroids"]);
    const said =
      turns.map((t) => ('text' in t ? t.text : '')).join(' ') + (readyOf(last(turns)).notices ?? []).join(' ');
    expect(said).toMatch(/steroids.*risk/is);
  });
});
