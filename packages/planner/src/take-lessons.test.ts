import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { adaptPlan, checkPlanLimits } from './adapt.ts';
import { composePlan } from './compose.ts';
import { LESSONS_TAKEN_MAX, lessonTaskId, takeLessons, type CourseLesson } from './take-lessons.ts';
import { TEN_K } from './test/intents.ts';

const compose = (intent: Partial<TIntent> = {}) =>
  composePlan({ ...TEN_K, ...intent }, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
const program = { id: 'p-1', title: 'Run Form Basics' };
const course = (n: number): CourseLesson[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Lesson title ${i + 1}`,
    kind: i % 3 === 0 ? 'video' : i % 3 === 1 ? 'text' : 'quiz',
    duration_min: i === 0 ? null : 10 + i,
    module_title: `Module ${Math.floor(i / 4) + 1}`,
  }));
const sessionsOf = (plan: TPlan) => plan.tasks.filter((t) => t.kind === 'activity' && t.lesson === undefined);
const lessonsOf = (plan: TPlan) => plan.tasks.filter((t) => t.lesson !== undefined);

describe('takeLessons (decision 115)', () => {
  const plan = compose();

  it('puts every lesson, in course order, on a day the plan already keeps for a session', () => {
    const { plan: taken, taken: count, text } = takeLessons(plan, program, course(8));
    expect(count).toBe(8);
    expect(() => ZPlan.parse(taken)).not.toThrow();
    const sessionDays = new Set(sessionsOf(plan).map((t) => t.date));
    const lessons = lessonsOf(taken);
    expect(lessons.map((t) => t.title)).toEqual(course(8).map((l) => l.title));
    for (const task of lessons) expect(sessionDays.has(task.date)).toBe(true);
    // In order through the plan, spread over it rather than bunched into its first weeks.
    expect(lessons.map((t) => t.date)).toEqual([...lessons.map((t) => t.date)].sort());
    expect(lessons.at(-1)!.week).toBeGreaterThan(plan.intent.horizon_weeks / 2);
    expect(lessons[0]!.minutes).toBe(15);
    expect(lessons[1]!.minutes).toBe(11);
    expect(lessons[0]!.lesson).toEqual({ program_id: 'p-1', lesson_id: course(8)[0]!.id });
    expect(lessons[0]!.description).toContain('Module 1');
    expect(lessons[0]!.why).toContain('Lesson 1 of 8');
    expect(text).toContain('The 8 lessons of “Run Form Basics”');
    // The plan's own sessions are untouched, and its limits still hold (lessons are not the planner's to count).
    expect(sessionsOf(taken)).toEqual(sessionsOf(plan));
    expect(checkPlanLimits(taken)).toEqual([]);
  });

  it('puts several lessons on a day when the course is longer than the plan has sessions', () => {
    const sessions = sessionsOf(plan).length;
    const { plan: taken, taken: count } = takeLessons(plan, program, course(sessions * 2 + 1));
    expect(count).toBe(Math.min(sessions * 2 + 1, LESSONS_TAKEN_MAX));
    const perDay = new Map<string, number>();
    for (const task of lessonsOf(taken)) perDay.set(task.date, (perDay.get(task.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(3);
  });

  it('replaces the lessons it took before, so taking a program twice changes nothing', () => {
    const once = takeLessons(plan, program, course(5)).plan;
    const twice = takeLessons(once, program, course(5)).plan;
    expect(twice.tasks).toEqual(once.tasks);
    const other = takeLessons(
      once,
      { id: 'p-2', title: 'Other' },
      course(3).map((l) => ({ ...l, id: `${l.id}x` })),
    );
    expect(lessonsOf(other.plan)).toHaveLength(8);
  });

  it('changes nothing for a course without lessons, and says so', () => {
    const result = takeLessons(plan, program, []);
    expect(result.taken).toBe(0);
    expect(result.plan).toBe(plan);
    expect(result.text).toContain('no lessons');
  });

  it('speaks the plan’s language and names the lessons in every language the plan keeps', () => {
    const spanish = compose({ language: 'es' });
    const { plan: taken, text } = takeLessons(spanish, program, course(3));
    expect(text).toContain('Las 3 lecciones de «Run Form Basics»');
    expect(lessonsOf(taken)[0]!.why).toContain('Lección 1 de 3');
    const id = lessonTaskId(course(3)[0]!.id);
    for (const [language, texts] of Object.entries(taken.texts ?? {})) {
      expect(texts.tasks[id]?.title, language).toBe('Lesson title 1');
    }
    expect(taken.texts?.en?.tasks[id]?.why).toContain('Lesson 1 of 3');
    expect(taken.texts?.ar?.tasks[id]?.why).toContain('الدرس 1 من 3');
    const german = takeLessons(compose({ language: 'de' }), program, course(3));
    expect(german.text).toContain('Die 3 Lektionen aus „Run Form Basics“');
    expect(german.plan.texts?.de?.tasks[id]?.why).toContain('Lektion 1 von 3');
  });

  it('is left where it is by adaptation: missed sessions move, lessons do not, and a done lesson splits nothing', () => {
    const { plan: taken } = takeLessons(plan, program, course(6));
    const firstLesson = lessonsOf(taken)[0]!;
    const events = [{ type: 'task_done' as const, task_id: firstLesson.id, at: `${firstLesson.date}T18:00:00Z` }];
    const later = sessionsOf(taken).find((t) => t.week === 3)!.date;
    const adapted = adaptPlan(taken, events, `${later}T08:00:00Z`).plan;
    expect(sessionsOf(adapted)).not.toEqual(sessionsOf(taken));
    expect(lessonsOf(adapted)).toEqual(lessonsOf(taken));
    expect(checkPlanLimits(adapted)).toEqual([]);
  });
});
