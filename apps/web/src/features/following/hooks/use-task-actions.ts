import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useFinishTask } from '../api/following-api.ts';
import { isolate, taskPath } from '../lib/paths.ts';
import { needsInput } from '../lib/task-status.ts';

export interface TaskActions {
  /** The task being finished and how, while the call runs. */
  busy: { id: string; action: 'done' | 'skip' } | null;
  /** What the plan's adaptation changed after the last finished task (empty when nothing). */
  changes: TPlanChange[];
  dismissChanges: () => void;
  complete: (task: TTaskCard) => Promise<void>;
  skip: (task: TTaskCard) => Promise<void>;
}

/**
 * Done and Skip on a task card. A task that asks for answers or a measured value opens its page instead; skipping
 * asks first. Afterwards the lists, the program cards and the navbar's count are refreshed.
 */
export function useTaskActions(): TaskActions {
  const { t, i18n } = useTranslation('following');
  const finishing = useFinishTask();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<TaskActions['busy']>(null);
  const [changes, setChanges] = useState<TPlanChange[]>([]);

  const finish = async (task: TTaskCard, action: 'done' | 'skip') => {
    // One task at a time: a second click while one is being finished is ignored.
    if (finishing.isPending) return;
    setBusy({ id: task.id, action });
    try {
      const result = await finishing.mutateAsync(
        action === 'done' ? { id: task.id, action, body: {} } : { id: task.id, action },
      );
      setChanges(result.changes);
      useUiStore.getState().setFlash({
        type: 'success',
        message: t(action === 'done' ? 'actions.doneFlash' : 'actions.skippedFlash', {
          title: isolate(taskTextIn(task, i18n.language).title),
        }),
      });
    } catch (error) {
      // The server wants something the card cannot give (answers, a value), or the task was finished elsewhere:
      // its page shows what is needed, or what was recorded.
      if (isApiError(error) && error.status === 422) void navigate(taskPath(task.id));
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    changes,
    dismissChanges: () => setChanges([]),
    complete: async (task) => {
      if (needsInput(task)) {
        await navigate(taskPath(task.id));
        return;
      }
      await finish(task, 'done');
    },
    skip: async (task) => {
      const isSure = await useUiStore
        .getState()
        .confirm(t('actions.skipConfirm', { title: isolate(taskTextIn(task, i18n.language).title) }));
      if (isSure) await finish(task, 'skip');
    },
  };
}
