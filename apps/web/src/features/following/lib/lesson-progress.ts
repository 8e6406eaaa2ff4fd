import type { TFollowDashboard } from '@ito/contracts/following/follows';

export interface LessonCount {
  done: number;
  total: number;
}

type Module = TFollowDashboard['curriculum'][number];

/** A module's lessons, and those whose task the follower has done (a lesson without a task is not done yet). */
export function moduleProgress(module: Module): LessonCount {
  return {
    done: module.lessons.filter((lesson) => lesson.task?.status === 'done').length,
    total: module.lessons.length,
  };
}

/** All lessons of the course, and the done ones. */
export function courseProgress(curriculum: TFollowDashboard['curriculum']): LessonCount {
  return curriculum.map(moduleProgress).reduce((sum, m) => ({ done: sum.done + m.done, total: sum.total + m.total }), {
    done: 0,
    total: 0,
  });
}

/** Whole percent done; an empty course is 0. */
export const percentOf = ({ done, total }: LessonCount): number => (total === 0 ? 0 : Math.round((done / total) * 100));
