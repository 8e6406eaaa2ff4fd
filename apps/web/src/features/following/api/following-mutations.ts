import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adaptFollowEndpoint } from '@ito/contracts/agent/follows';
import { completeTaskEndpoint, skipTaskEndpoint, type TCompleteTaskRequest } from '@ito/contracts/agent/tasks';
import { call } from '../../../shared/api/call.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';
import { followingKeys } from './keys.ts';

/**
 * After a task was finished or a plan adapted: lists, counts and dashboards are stale, and so is the navbar's count
 * of tasks due (the current user's `assignedTasks`).
 */
async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: followingKeys.tasks }),
    queryClient.invalidateQueries({ queryKey: followingKeys.follows }),
    queryClient.invalidateQueries({ queryKey: followingKeys.dashboards }),
    refreshUser().catch((error: unknown) => console.error('Could not refresh the current user', error)),
  ]);
}

/**
 * POST tasks/{id}/complete or skip, as one mutation so a screen has one pending state. Not silent: a 422 puts its
 * messages in the validation store (shown under each question), other failures are flashed. A retry after a lost
 * answer gets the first answer, not "already done". The task's page is updated from the answer.
 */
export function useFinishTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: string; action: 'done'; body: TCompleteTaskRequest } | { id: string; action: 'skip' },
    ) => {
      const { id } = input;
      const response =
        input.action === 'done'
          ? await idempotent(`tasks/${encodeURIComponent(id)}/complete`, input.body, (idempotencyKey) =>
              call(completeTaskEndpoint, { params: { id }, body: input.body, idempotencyKey }),
            )
          : await idempotent(`tasks/${encodeURIComponent(id)}/skip`, null, (idempotencyKey) =>
              call(skipTaskEndpoint, { params: { id }, idempotencyKey }),
            );
      return response.data;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(followingKeys.task(result.task.id), { data: result.task });
      // Not awaited: the screen shows the result and what the plan changed at once, the lists catch up behind it.
      void refreshAfterChange(queryClient);
    },
  });
}

/** POST follows/{id}/adapt: the plan catches up with what happened; resolves the changes it made, if any. */
export function useAdaptFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (followId: string) =>
      (await call(adaptFollowEndpoint, { params: { id: followId }, silent: true })).data.changes,
    onSuccess: (changes) => {
      if (changes.length > 0) void refreshAfterChange(queryClient);
    },
  });
}
