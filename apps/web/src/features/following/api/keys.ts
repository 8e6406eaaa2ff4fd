/**
 * Query keys of the following feature (decision 042): the caller's follows, tasks and program dashboards. A
 * finished task or an adapted plan refreshes all three families.
 */
export const followingKeys = {
  follows: ['follows'] as const,
  /** A page of the caller's follows of one target (`*`: every target). */
  followPage: (target: string | undefined, page: number) => ['follows', target ?? '*', page] as const,
  tasks: ['tasks'] as const,
  /** A page of the caller's tasks in one view, of one follow or of all (`*`). */
  taskPage: (view: string, followId: string | undefined, page: number) =>
    ['tasks', view, followId ?? '*', page] as const,
  /** Every task of one follow, for its calendar. */
  followTasks: (followId: string) => ['tasks', 'all', followId] as const,
  task: (id: string) => ['task', id] as const,
  dashboards: ['follow-dashboard'] as const,
  dashboard: (programId: string, target: string) => ['follow-dashboard', target, programId] as const,
};
