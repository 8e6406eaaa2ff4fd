/**
 * A catalogue program's lessons taken into a person's plan (decision 115): when a program the plan suggests fits,
 * its lessons become tasks on the days the plan already keeps for its sessions, spread over the whole plan in the
 * course's order. They are the creator's words and the person's choice: adaptation leaves them where they are and
 * the plan's limits do not count them (`isPlannerOwned`).
 */
import type { TPlan, TPlanLanguage, TPlanTask } from '@ito/contracts/agent/plan';
import { isPlannerOwned } from './limits.ts';

export type LessonKind = 'video' | 'text' | 'quiz';

/** A lesson as the course lists it, in course order. */
export type CourseLesson = {
  id: string;
  title: string;
  kind: LessonKind;
  duration_min: number | null;
  module_title: string;
};

export type LessonProgram = { id: string; title: string };

/** More lessons than this stay in the course itself: a plan holds at most 500 tasks in all. */
export const LESSONS_TAKEN_MAX = 120;
const TASKS_MAX = 500;
const DEFAULT_MINUTES = 15;

type LessonTexts = {
  doing: Record<LessonKind, string>;
  why: (n: number, of: number, program: string) => string;
  taken: (taken: number, of: number, program: string, minutesPerWeek: number) => string;
  none: (program: string) => string;
};

const TEXTS: Record<TPlanLanguage, LessonTexts> = {
  en: {
    doing: { video: "Watch this lesson's video", text: 'Read this lesson', quiz: "Answer this lesson's quiz" },
    why: (n, of, program) => `Lesson ${n} of ${of} of “${program}”, on a day you already keep for this plan.`,
    taken: (taken, of, program, minutes) =>
      `${taken === of ? `The ${of} lessons` : `The first ${taken} of the ${of} lessons`} of “${program}” are now in your plan, on the days you already keep for it, about ${minutes} minutes a week more. Accept the plan to start.`,
    none: (program) => `“${program}” has no lessons yet, so nothing changed in your plan.`,
  },
  ar: {
    doing: { video: 'شاهد فيديو هذا الدرس', text: 'اقرأ هذا الدرس', quiz: 'أجب عن اختبار هذا الدرس' },
    why: (n, of, program) => `الدرس ${n} من ${of} في «${program}»، في يوم خصّصته لهذه الخطة.`,
    taken: (taken, of, program, minutes) =>
      `${taken === of ? `دروس «${program}» الـ${of}` : `أول ${taken} من دروس «${program}» الـ${of}`} صارت في خطتك، في الأيام التي خصّصتها لها، بزيادة نحو ${minutes} دقيقة في الأسبوع. اقبل الخطة لتبدأ.`,
    none: (program) => `لا دروس في «${program}» بعد، فلم يتغيّر شيء في خطتك.`,
  },
  es: {
    doing: {
      video: 'Mira el vídeo de esta lección',
      text: 'Lee esta lección',
      quiz: 'Responde el cuestionario de esta lección',
    },
    why: (n, of, program) => `Lección ${n} de ${of} de «${program}», en un día que ya reservas para este plan.`,
    taken: (taken, of, program, minutes) =>
      `${taken === of ? `Las ${of} lecciones` : `Las primeras ${taken} de las ${of} lecciones`} de «${program}» ya están en tu plan, en los días que ya le reservas, unos ${minutes} minutos más por semana. Acepta el plan para empezar.`,
    none: (program) => `«${program}» aún no tiene lecciones, así que tu plan no cambió.`,
  },
  de: {
    doing: {
      video: 'Sieh dir das Video dieser Lektion an',
      text: 'Lies diese Lektion',
      quiz: 'Beantworte das Quiz dieser Lektion',
    },
    why: (n, of, program) =>
      `Lektion ${n} von ${of} aus „${program}“, an einem Tag, den du schon für diesen Plan freihältst.`,
    taken: (taken, of, program, minutes) =>
      `${taken === of ? `Die ${of} Lektionen` : `Die ersten ${taken} der ${of} Lektionen`} aus „${program}“ stehen jetzt in deinem Plan, an den Tagen, die du dafür freihältst, etwa ${minutes} Minuten mehr pro Woche. Nimm den Plan an, um zu beginnen.`,
    none: (program) => `„${program}“ hat noch keine Lektionen, dein Plan bleibt, wie er ist.`,
  },
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The id of the task that stands for a lesson: one task per lesson, so taking a program again replaces its tasks. */
export const lessonTaskId = (lessonId: string) => `l-${lessonId}`;

/**
 * The plan with the program's lessons as tasks (those of this program taken earlier are replaced). Lesson `j` of `L`
 * falls on session `floor(j × S / L)` of the plan's `S` sessions, so a short course spreads over the plan and a long
 * one puts several lessons on a day. `text` is what the agent says about it, in the plan's language.
 */
export function takeLessons(
  plan: TPlan,
  program: LessonProgram,
  lessons: readonly CourseLesson[],
): { plan: TPlan; taken: number; text: string } {
  const lang = plan.intent.language ?? 'en';
  const texts = TEXTS[lang];
  const kept = plan.tasks.filter((task) => task.lesson?.program_id !== program.id);
  const sessions = kept
    .filter((task) => task.kind === 'activity' && isPlannerOwned(task))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const room = Math.max(0, Math.min(LESSONS_TAKEN_MAX, TASKS_MAX - kept.length));
  const chosen = sessions.length === 0 ? [] : lessons.slice(0, room);
  if (chosen.length === 0) return { plan, taken: 0, text: texts.none(program.title) };

  const taskOf = (lesson: CourseLesson, j: number, language: TPlanLanguage) => ({
    title: clip(lesson.title, 160),
    description: clip(`${TEXTS[language].doing[lesson.kind]}: ${lesson.module_title} (${program.title}).`, 1000),
    why: clip(TEXTS[language].why(j + 1, lessons.length, program.title), 300),
  });
  const added: TPlanTask[] = chosen.map((lesson, j) => {
    const session = sessions[Math.floor((j * sessions.length) / chosen.length)]!;
    return {
      id: lessonTaskId(lesson.id),
      kind: 'activity',
      phase_id: session.phase_id,
      week: session.week,
      date: session.date,
      ...taskOf(lesson, j, lang),
      minutes: Math.min(240, Math.max(1, Math.round(lesson.duration_min ?? DEFAULT_MINUTES))),
      load: 0,
      edited_by_follower: false,
      lesson: { program_id: program.id, lesson_id: lesson.id },
    };
  });
  const byDate = [...kept, ...added].sort((a, b) => a.date.localeCompare(b.date));
  // The plan's words in each language it keeps (decision 085) name the lessons too.
  const planTexts = plan.texts
    ? Object.fromEntries(
        Object.entries(plan.texts).map(([language, own]) => [
          language,
          {
            ...own,
            tasks: {
              ...Object.fromEntries(Object.entries(own.tasks).filter(([id]) => byDate.some((t) => t.id === id))),
              ...Object.fromEntries(
                chosen.map((lesson, j) => [lessonTaskId(lesson.id), taskOf(lesson, j, language as TPlanLanguage)]),
              ),
            },
          },
        ]),
      )
    : undefined;
  const weeks = new Set(added.map((task) => task.week)).size;
  const minutesPerWeek = Math.round(added.reduce((sum, task) => sum + task.minutes, 0) / Math.max(1, weeks));
  return {
    plan: { ...plan, tasks: byDate, ...(planTexts ? { texts: planTexts } : {}) },
    taken: added.length,
    text: texts.taken(added.length, lessons.length, program.title, minutesPerWeek),
  };
}
