import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { deleteProtocol } from '../api/protocols-api.ts';

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Delete with a confirmation. A protocol with runs is refused with 423; the API client shows that message with the
 * names of what uses it (SPEC section 8), so only success is said here.
 */
export function useDeleteProtocol() {
  const { t } = useTranslation('protocols');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (protocol: { id: string; name: string }): Promise<boolean> => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('delete.confirm', { name: isolate(protocol.name) })))) return false;
    setBusyId(protocol.id);
    let isDone: boolean;
    try {
      await deleteProtocol(protocol.id);
      isDone = true;
    } catch {
      isDone = false;
    } finally {
      setBusyId(null);
    }
    if (isDone) {
      ui.setFlash({ type: 'success', message: t('delete.done', { name: isolate(protocol.name) }) });
      queryClient.removeQueries({ queryKey: protocolKeys.detail(protocol.id) });
    }
    await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    return isDone;
  };

  return { busyId, remove };
}
