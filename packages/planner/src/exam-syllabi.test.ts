import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { syllabusOf } from './exam-syllabi.ts';
import { parseIntent } from './parse.ts';
import { intentWith } from './test/intents.ts';
import { normalize } from './text.ts';

const TODAY = '2026-12-01';

describe("an exam's own sections (decision 107)", () => {
  it.each([
    ['CCNA in 8 weeks, I work helpdesk', 'IP connectivity'],
    ['GMAT focus in 10 weeks, aiming 655', 'data insights'],
    ['CPA FAR retake in 12 weeks', 'select transactions'],
    ['security+ SY0-701 in 6 wks', 'security operations'],
    ['my son has the SAT in 9 weeks', 'reading and writing'],
    ['Goethe B1 Prüfung in 8 Wochen', 'Hören'],
    ['ABRSM grade 5 piano in 12 weeks', 'sight-reading'],
  ])('"%s" has "%s" among its sections', (text, section) => {
    expect(syllabusOf(normalize(text))).toContain(section);
  });

  it.each(['I sat down and decided to learn guitar', 'I want to act more confident at work', 'save money for a car'])(
    '"%s" names no exam',
    (text) => expect(syllabusOf(normalize(text))).toEqual([]),
  );

  it('reads a certification as an exam goal', () => {
    expect(parseIntent('CCNA in 8 weeks, I work helpdesk', TODAY).domain).toBe('exams');
    expect(parseIntent('security+ SY0-701 in 6 wks', TODAY).domain).toBe('exams');
  });

  it('works through the sections one session at a time, never on the exam day itself', () => {
    const text = 'GMAT focus in 10 weeks, aiming 655';
    const plan = composePlan(
      intentWith({ text, domain: 'exams', goal: 'GMAT Focus 655', target: null, horizon_weeks: 10, language: 'en' }),
      { start_date: TODAY, assumptions: [], recommendations: [] },
    );
    const sessions = plan.tasks.filter((t) => t.kind === 'activity');
    const said = (section: string) => sessions.some((t) => t.description.includes(`Focus this time: ${section}.`));
    expect(['quantitative reasoning', 'verbal reasoning', 'data insights'].every(said)).toBe(true);
    expect(sessions.at(-1)!.description).not.toMatch(/Focus this time/);
    // A career plan that names a certification keeps its own sessions.
    const career = composePlan(
      intentWith({ text: 'get a network job, CCNA maybe', domain: 'career', goal: 'A network job', target: null }),
      { start_date: TODAY, assumptions: [], recommendations: [] },
    );
    expect(career.tasks.some((t) => t.description.includes('Focus this time: IP connectivity'))).toBe(false);
  });
});
