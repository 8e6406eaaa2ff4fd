import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { nextTurn } from './dialogue.ts';
import type { TurnResult } from './api.ts';
import { pieceOfWork } from './parse-work.ts';
import { screenMessage } from './safety/screen.ts';
import { intentWith } from './test/intents.ts';

const TODAY = '2026-12-01';

function planFor(text: string) {
  let result: TurnResult = nextTurn(null, text, TODAY);
  for (let i = 0; i < 6 && result.kind === 'question'; i++) result = nextTurn(result.state, 'not sure', TODAY);
  if (result.kind !== 'ready') throw new Error(`no plan: ${result.kind}`);
  return composePlan(result.intent, { start_date: TODAY, assumptions: result.assumptions, recommendations: [] });
}

describe('projects: a piece of work to finish (decision 094)', () => {
  it('reads the piece of work in the person’s words, in four languages', () => {
    expect(pieceOfWork('ok so I have 23k words of a fantasy novel in a google doc')).toBe('fantasy novel');
    expect(pieceOfWork('need to get my PhD thesis done by june')).toBe('PhD thesis');
    expect(pieceOfWork('co-op board game prototype for my friends')).toBe('co-op board game');
    expect(pieceOfWork('tengo que entregar el TFG y una app de reservas')).toBe('TFG');
    expect(pieceOfWork('meine Masterarbeit bis März abgeben')).toBe('Masterarbeit');
    expect(pieceOfWork('لازم أسلم رسالة الماجستير آخر الترم')).toBe('رسالة الماجستير');
    expect(pieceOfWork('run a 10k in spring')).toBeNull();
  });

  it('plans a thesis as a project whose sessions name it, ending on the day it is handed in', () => {
    const plan = planFor('I need to finish my PhD thesis in 20 weeks, chapters 4 and 5 still to write, 4 times a week');
    expect(plan.intent.domain).toBe('projects');
    const sessions = plan.tasks.filter((t) => t.kind === 'activity').sort((a, b) => a.date.localeCompare(b.date));
    expect(sessions.length).toBeGreaterThan(20);
    for (const task of sessions) expect(task.title).toContain('PhD thesis');
    expect(sessions.at(-1)!.title).toBe('Hand in, publish or launch your PhD thesis');
    expect(new Set(sessions.map((t) => t.title)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps the work in a goal that left it out, and writes the plan in the person’s language', () => {
    const novel = planFor('tengo 23.000 palabras de mi novela y quiero llegar a 80.000 palabras en 16 semanas');
    expect(novel.intent.domain).toBe('projects');
    expect(novel.tasks.find((t) => t.kind === 'activity')!.title).toMatch(/novela/);
  });

  it('shares what is left to accumulate over the work sessions, with a buffer', () => {
    const intent = intentWith({
      text: 'I have 23k words of a fantasy novel and want to hit 80,000 words',
      domain: 'projects',
      goal: 'Hit 80,000 words',
      target: { value: 80000, unit: 'words' },
      baseline: { value: 23000, unit: 'words' },
      horizon_weeks: 16,
      sessions_per_week: 5,
      minutes_per_session: 60,
      level: 'intermediate',
      available_days: [],
      language: 'en',
    });
    const plan = composePlan(intent, { start_date: TODAY, assumptions: [], recommendations: [] });
    const withShare = plan.tasks.filter((t) =>
      /Your share today: about [\d,]+ words \(57,000 words to go/.test(t.description),
    );
    expect(withShare.length).toBeGreaterThan(40);
    const share = Number(/about ([\d,]+) words/.exec(withShare[0]!.description)![1]!.replace(/,/g, ''));
    // Over the first 90% of the sessions: more than an even split, so the last ones are a buffer.
    expect(share * withShare.length).toBeGreaterThan(57000);
    expect(share * withShare.length).toBeLessThan(57000 * 1.25);
  });

  it('gives no share for a best to reach (a rating, push-ups in a row)', () => {
    for (const target of [
      { value: 1500, unit: 'rating' },
      { value: 50, unit: 'push-ups' },
    ]) {
      const intent = intentWith({ domain: 'learning', goal: 'Get better', target, language: 'en' });
      const plan = composePlan(intent, { start_date: TODAY, assumptions: [], recommendations: [] });
      expect(plan.tasks.some((t) => t.description.includes('Your share today'))).toBe(false);
    }
  });
});

describe('abuse is said to the agent (decision 094)', () => {
  it('does not read a person’s words about their own weak spot as abuse (a plan-quality development case)', () => {
    for (const text of [
      "MCAT is 12 weeks from now. diagnostic: 497. target 512. biochem is my worst section. also doing research 20h/week this summer so I can't go full time",
    ]) {
      expect(screenMessage(text)?.category ?? null).not.toBe('abusive');
    }
  });

  it('still answers abuse aimed at the agent calmly', () => {
    expect(screenMessage('you are a useless bot, just give me the plan')?.category).toBe('abusive');
  });
});

describe('the piece of work in Arabic and Spanish (decision 118)', () => {
  it('finds an Arabic work after "ال", "و", "ب" or "ل", and a Spanish huerta', () => {
    expect(pieceOfWork('ابي اسوي الحديقة في البيت')).toBe('حديقة');
    expect(pieceOfWork('عندي فكرة للمتجر')).toBe('متجر');
    expect(pieceOfWork('quiero armar una huerta en el balcón')).toBe('huerta');
    // No piece of work named.
    expect(pieceOfWork('ابي اتعلم الموسيقى')).toBeNull();
  });
});
