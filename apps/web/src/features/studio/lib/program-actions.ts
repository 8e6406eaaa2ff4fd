import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { isolate } from '../../../shared/lib/bidi.ts';
import {
  archiveProgram,
  deleteProgram,
  studioProgramKey,
  studioProgramsKey,
  unarchiveProgram,
} from '../api/studio-api.ts';

type Action = 'archive' | 'unarchive' | 'delete';

/**
 * Archive, unarchive and delete with their confirmations and messages. Failures were already told by the API
 * client (423 "in use" for a program with followers); the lists refresh either way.
 */
export function useProgramActions() {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (action: Action, program: { id: string; title: string }): Promise<boolean> => {
    const ui = useUiStore.getState();
    if (
      action !== 'unarchive' &&
      !(await ui.confirm(t(`actions.confirm.${action}`, { title: isolate(program.title) })))
    ) {
      return false;
    }
    setBusyId(program.id);
    let isDone: boolean;
    try {
      if (action === 'delete') await deleteProgram(program.id);
      else if (action === 'archive') await archiveProgram(program.id);
      else await unarchiveProgram(program.id);
      isDone = true;
    } catch {
      isDone = false;
    } finally {
      setBusyId(null);
    }
    if (isDone)
      ui.setFlash({ type: 'success', message: t(`actions.done.${action}`, { title: isolate(program.title) }) });
    await queryClient.invalidateQueries({ queryKey: studioProgramsKey });
    if (action === 'delete' && isDone) queryClient.removeQueries({ queryKey: studioProgramKey(program.id) });
    else void queryClient.invalidateQueries({ queryKey: studioProgramKey(program.id) });
    return isDone;
  };

  return { busyId, run };
}
