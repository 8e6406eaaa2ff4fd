/**
 * Query keys of the following feature (decision 042): the caller's follows, tasks and program dashboards. A
 * finished task or an adapted plan refreshes all three families.
 */
export const followingKeys = {
  follows: ['follows'] as const,
  tasks: ['tasks'] as const,
  task: (id: string) => ['task', id] as const,
  dashboards: ['follow-dashboard'] as const,
  dashboard: (programId: string, target: string) => ['follow-dashboard', target, programId] as const,
};
