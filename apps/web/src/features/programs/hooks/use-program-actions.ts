import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { isolate } from '../../../shared/lib/bidi.ts';
import { useProgramStatusAction, type ProgramAction } from '../api/studio-api.ts';

/**
 * Archive, unarchive and delete with their confirmations and messages. Failures were already told by the API
 * client (423 "in use" for a program with followers); the lists refresh either way.
 */
export function useProgramActions() {
  const { t } = useTranslation('studio');
  const mutation = useProgramStatusAction();
  const busyId = mutation.isPending ? mutation.variables.id : null;

  const run = async (action: ProgramAction, program: { id: string; title: string }): Promise<boolean> => {
    // One action at a time: a second click while one runs is ignored.
    if (mutation.isPending) return false;
    const ui = useUiStore.getState();
    if (
      action !== 'unarchive' &&
      !(await ui.confirm(t(`actions.confirm.${action}`, { title: isolate(program.title) })))
    ) {
      return false;
    }
    try {
      await mutation.mutateAsync({ action, id: program.id });
    } catch {
      return false;
    }
    ui.setFlash({ type: 'success', message: t(`actions.done.${action}`, { title: isolate(program.title) }) });
    return true;
  };

  return { busyId, run };
}
