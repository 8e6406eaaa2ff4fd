import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useDeleteProtocolMutation } from '../api/protocols-api.ts';

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Delete with a confirmation. A protocol with runs is refused with 423; the API client shows that message with the
 * names of what uses it (SPEC section 8), so only success is said here.
 */
export function useDeleteProtocol() {
  const { t } = useTranslation('protocols');
  const deletion = useDeleteProtocolMutation();
  const busyId = deletion.isPending ? deletion.variables : null;

  const remove = async (protocol: { id: string; name: string }): Promise<boolean> => {
    // One deletion at a time: a second click while one runs is ignored.
    if (deletion.isPending) return false;
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('delete.confirm', { name: isolate(protocol.name) })))) return false;
    try {
      await deletion.mutateAsync(protocol.id);
    } catch {
      return false;
    }
    ui.setFlash({ type: 'success', message: t('delete.done', { name: isolate(protocol.name) }) });
    return true;
  };

  return { busyId, remove };
}
