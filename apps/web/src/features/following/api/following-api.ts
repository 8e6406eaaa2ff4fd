import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getFollowByProgramEndpoint,
  listFollowsEndpoint,
  type ZFollowResponse,
} from '@ito/contracts/following/follows';
import {
  getTaskEndpoint,
  listTasksEndpoint,
  type TTaskCard,
  type TTaskDetail,
  type ZListFollowsResponse,
  type ZListTasksResponse,
} from '@ito/contracts/following/tasks';
import { call } from '../../../shared/api/call.ts';
import { followingKeys } from './keys.ts';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adaptFollowEndpoint } from '@ito/contracts/following/follows';
import { completeTaskEndpoint, skipTaskEndpoint, type TCompleteTaskRequest } from '@ito/contracts/following/tasks';

import { idempotent } from '../../../shared/api/idempotent.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';

export type TListFollowsResponse = z.infer<typeof ZListFollowsResponse>;
export type TListTasksResponse = z.infer<typeof ZListTasksResponse>;
export type TFollowResponse = z.infer<typeof ZFollowResponse>;
export type TaskView = 'today' | 'upcoming' | 'overdue' | 'done';

/** Cards per page of `/follow-program` and `/my-tasks`. */
export const FOLLOWS_PAGE_SIZE = 12;
export const TASKS_PAGE_SIZE = 10;
/** The server's largest page: a program's whole calendar comes in pages of this size. */
const ALL_TASKS_PAGE_SIZE = 100;
/** Plans hold at most 500 tasks; courses can hold more, but a calendar of 1,000 tasks is already unreadable. */
const ALL_TASKS_MAX_PAGES = 10;

const { task: taskKey, dashboard: dashboardKey } = followingKeys;

// Silent: every screen here shows a failed load in place, with a retry.

/** GET follows?target=: the caller's programs (all targets when none is given). */
export function followsQuery(target: string | undefined, page: number) {
  return queryOptions({
    queryKey: followingKeys.followPage(target, page),
    queryFn: ({ signal }) =>
      call(listFollowsEndpoint, {
        query: { target, page, per_page: FOLLOWS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET follows/by-program/{program}?target=: the dashboard of `/follow-program/{target}/{program}`. */
export function dashboardQuery(programId: string, target: string) {
  return queryOptions({
    queryKey: dashboardKey(programId, target),
    queryFn: ({ signal }) =>
      call(getFollowByProgramEndpoint, {
        params: { programId },
        query: { target },
        signal,
        silent: true,
      }),
  });
}

/** GET tasks?view=: one page of the caller's tasks, optionally of one follow. */
export function tasksQuery(view: TaskView, page: number, followId?: string) {
  return queryOptions({
    queryKey: followingKeys.taskPage(view, followId, page),
    queryFn: ({ signal }) =>
      call(listTasksEndpoint, {
        query: { view, page, per_page: TASKS_PAGE_SIZE, follow_id: followId },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every task of one follow (`view=all`), for its calendar: the first page, then the rest side by side. */
export function followTasksQuery(followId: string) {
  return queryOptions({
    queryKey: followingKeys.followTasks(followId),
    queryFn: async ({ signal }): Promise<TTaskCard[]> => {
      const load = (page: number) =>
        call(listTasksEndpoint, {
          query: { view: 'all', follow_id: followId, page, per_page: ALL_TASKS_PAGE_SIZE },
          signal,
          silent: true,
        });
      const first = await load(1);
      const last = Math.min(first.meta.last_page, ALL_TASKS_MAX_PAGES);
      const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => load(i + 2)));
      return [first, ...rest].flatMap((page) => page.data);
    },
  });
}

/** GET tasks/{id}: the task with its questions, KPI and result. */
export function taskQuery(id: string) {
  return queryOptions({
    queryKey: taskKey(id),
    queryFn: ({ signal }) => call(getTaskEndpoint, { params: { id }, signal, silent: true }),
  });
}

/** How long a task's page keeps asking, after its order was paid, for the server to finish the task. */
const SETTLE_MS = 20_000;
const SETTLE_POLL_MS = 1000;

/** The task's order was paid (here or elsewhere) and the server has not finished the task yet: it does so shortly. */
export function isAwaitingRun(task: TTaskDetail | undefined, hasPaid = false): boolean {
  if (task?.status !== 'pending' || !task.order) return false;
  return hasPaid || task.order.status === 'paid' || task.order.status === 'partially_refunded';
}

/**
 * GET tasks/{id} for the task's page. Paying a task's order finishes the task in the background a moment later
 * (decision 077): while the order is paid (or `markPaid` was called) and the task still pending, the page asks every
 * second, for at most SETTLE_MS; once the task has moved on, the lists, counts and dashboards are refreshed.
 */
export function useTaskDetail(id: string) {
  const queryClient = useQueryClient();
  const [hasPaid, setPaid] = useState(false);
  const waitingSince = useRef<number | null>(null);
  const task = useQuery({
    ...taskQuery(id),
    refetchInterval: (query) => {
      if (!isAwaitingRun(query.state.data?.data, hasPaid)) return false;
      waitingSince.current ??= Date.now();
      return Date.now() - waitingSince.current < SETTLE_MS ? SETTLE_POLL_MS : false;
    },
  });
  const isWaiting = isAwaitingRun(task.data?.data, hasPaid);
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (isWaiting) wasWaiting.current = true;
    else if (wasWaiting.current) {
      wasWaiting.current = false;
      waitingSince.current = null;
      void refreshAfterChange(queryClient);
    }
  }, [isWaiting, queryClient]);
  const markPaid = () => {
    setPaid(true);
    void queryClient.invalidateQueries({ queryKey: followingKeys.task(id) });
  };
  return { task, isWaiting, markPaid };
}

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
