/** `/follow-program` or `/follow-program/{target}`: the follower's programs. */
export function programsPath(target?: string): string {
  return target ? `/follow-program/${encodeURIComponent(target)}` : '/follow-program';
}

/** `/follow-program/{target}/{program}`: a followed program's dashboard. */
export function dashboardPath(programId: string, target = 'main'): string {
  return `/follow-program/${encodeURIComponent(target)}/${encodeURIComponent(programId)}`;
}

/** `/follow-program/{target}/{program}/agent`: the agent's chat about a personal plan. */
export function agentPagePath(programId: string, target = 'main'): string {
  return `${dashboardPath(programId, target)}/agent`;
}

/** A catalogue lesson in its program's course (decision 115): the dashboard's course tab, at the lesson. */
export function lessonPath(programId: string, lessonId: string, target = 'main'): string {
  return `${dashboardPath(programId, target)}?tab=course#lesson-${encodeURIComponent(lessonId)}`;
}

/** `/my-tasks/task/{id}`. */
export function taskPath(taskId: string): string {
  return `/my-tasks/task/${encodeURIComponent(taskId)}`;
}

/** Wraps typed text (a program or task title) in first-strong isolates before it goes into a translated sentence. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
