import { describe, expect, it } from 'vitest';
import type { TIntent } from '@ito/contracts/agent/plan';
import type { Candidate } from './api.ts';
import { rankCandidates, stemOf } from './retrieval.ts';
import { TEN_K } from './test/intents.ts';

const item = (id: string, over: Partial<Candidate>): Candidate => ({
  kind: 'program',
  id,
  title: id,
  summary: '',
  tags: [],
  category: null,
  level: null,
  duration_weeks: null,
  price_minor: 0,
  rating: 0,
  popularity: 0,
  ...over,
});

const CATALOGUE: Candidate[] = [
  item('marathon', {
    title: 'Marathon Mastery',
    summary: 'A serious marathon block for experienced runners.',
    tags: ['running', 'marathon'],
    category: 'Fitness',
    level: 'advanced',
    duration_weeks: 16,
    rating: 4.9,
    popularity: 900,
  }),
  item('c210k', {
    title: 'Couch to 10K',
    summary: 'From your first run to 10 kilometres, three runs a week.',
    tags: ['running', '10k', 'beginner'],
    category: 'Fitness',
    level: 'beginner',
    duration_weeks: 8,
    rating: 4.8,
    popularity: 400,
  }),
  item('sleep', {
    title: 'Sleep Reset',
    summary: 'Four weeks to better nights.',
    tags: ['sleep'],
    category: 'Sleep',
    duration_weeks: 4,
    rating: 5,
    popularity: 2000,
  }),
  item('speed', {
    title: '10K Speed',
    summary: 'Interval running to get faster over 10K.',
    tags: ['running', 'speed'],
    level: 'intermediate',
    duration_weeks: 6,
    price_minor: 2900,
    rating: 4.5,
    popularity: 150,
  }),
  item('fivek', {
    title: 'Faster 5K',
    summary: 'Six weeks of intervals for a 5K personal best.',
    tags: ['running', '5k'],
    level: 'beginner',
    duration_weeks: 8,
    rating: 5,
    popularity: 1000,
  }),
  item('ana', {
    kind: 'creator',
    title: 'Ana Ruiz',
    summary: 'Running coach helping beginners finish their first 10K.',
    tags: ['running coach'],
    rating: 4.7,
    popularity: 300,
  }),
];

describe('rankCandidates', () => {
  it('puts the program that matches the goal, level and horizon first, and says why', () => {
    const ranked = rankCandidates(TEN_K, CATALOGUE);
    expect(ranked.map((r) => r.id)).toEqual(['c210k', 'ana', 'speed']);
    expect(ranked[0]).toEqual({
      kind: 'program',
      id: 'c210k',
      title: 'Couch to 10K',
      why: "Matches 'run' and '10K'; 8 weeks like your plan; for beginner level; free; rated 4.8.",
      why_in: {
        en: "Matches 'run' and '10K'; 8 weeks like your plan; for beginner level; free; rated 4.8.",
        ar: 'يطابق «run» و«10K»؛ المدة 8 أسابيع، مثل خطتك؛ للمستوى المبتدئ؛ مجاني؛ التقييم 4.8.',
      },
    });
    expect(ranked[1]?.kind).toBe('creator');
    expect(ranked.every((r) => r.why.length > 0 && r.why.length <= 300)).toBe(true);
  });

  it('leaves out items that share no word with the intent, another race and a course two levels away', () => {
    const ids = rankCandidates(TEN_K, CATALOGUE, 10).map((r) => r.id);
    expect(ids).not.toContain('sleep');
    // A 5K plan and an advanced marathon block share "running" with a beginner's 10K, not its meaning (decision 105).
    expect(ids).not.toContain('fivek');
    expect(ids).not.toContain('marathon');
    expect(ids).toHaveLength(3);
  });

  it('respects the budget', () => {
    const ids = rankCandidates({ ...TEN_K, budget_minor: 1000 }, CATALOGUE, 10).map((r) => r.id);
    expect(ids).not.toContain('speed');
    expect(rankCandidates({ ...TEN_K, budget_minor: 5000 }, CATALOGUE, 10).map((r) => r.id)).toContain('speed');
  });

  it('prefers a matching level and a duration close to the horizon when the texts tie', () => {
    const twins = [
      item('long-advanced', { title: 'Run a 10K', level: 'advanced', duration_weeks: 24 }),
      item('short-beginner', { title: 'Run a 10K', level: 'beginner', duration_weeks: 8 }),
    ];
    expect(rankCandidates(TEN_K, twins).map((r) => r.id)).toEqual(['short-beginner', 'long-advanced']);
  });

  it('breaks remaining ties by rating, then popularity, then id', () => {
    const twins = [
      item('b', { title: 'Run a 10K', rating: 4.1 }),
      item('a', { title: 'Run a 10K', rating: 4.1 }),
      item('c', { title: 'Run a 10K', rating: 4.6 }),
    ];
    expect(rankCandidates(TEN_K, twins).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('finds items by the domain’s words when the goal is vague', () => {
    const intent: TIntent = { ...TEN_K, domain: 'strength', goal: 'Get fitter', target: null, horizon_weeks: 12 };
    const ranked = rankCandidates(intent, [
      item('gym', { title: 'Beginner Gym Plan', tags: ['strength', 'muscle'], duration_weeks: 12 }),
      item('sleep', { title: 'Sleep Reset', tags: ['sleep'] }),
    ]);
    expect(ranked.map((r) => r.id)).toEqual(['gym']);
    expect(ranked[0]?.why).toBe("Matches 'strength', 'muscle' and 'gym'; 12 weeks like your plan; free.");
  });

  it('honours the limit and an empty catalogue', () => {
    expect(rankCandidates(TEN_K, CATALOGUE, 1)).toHaveLength(1);
    expect(rankCandidates(TEN_K, [])).toEqual([]);
  });

  it("says why in the plan's language, and keeps the web's languages beside it (decision 085)", () => {
    const [first] = rankCandidates({ ...TEN_K, language: 'ar' }, CATALOGUE);
    expect(first?.why).toBe('يطابق «run» و«10K»؛ المدة 8 أسابيع، مثل خطتك؛ للمستوى المبتدئ؛ مجاني؛ التقييم 4.8.');
    expect(first?.why_in?.en).toMatch(/^Matches /);
    const [spanish] = rankCandidates({ ...TEN_K, language: 'es' }, CATALOGUE);
    expect(spanish?.why).toMatch(/^Coincide con /);
    expect(Object.keys(spanish?.why_in ?? {})).toEqual(['es', 'en', 'ar']);
  });

  it('stems words so run, running and runners meet', () => {
    expect(['run', 'running', 'runs', 'runners'].map(stemOf)).toEqual(['run', 'run', 'run', 'run']);
    expect(['studies', 'classes', 'learning', 'paper', 'business', '10k'].map(stemOf)).toEqual([
      'study',
      'class',
      'learn',
      'paper',
      'business',
      '10k',
    ]);
  });
});
