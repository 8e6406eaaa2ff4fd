import { useState } from 'react';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';

/**
 * Ask, mark the row busy, remove, say so: the delete flow of every list in the builder. `request` is the list's
 * delete mutation, which refreshes the list itself. A refusal (a used item answers 423) has already been told to the
 * user by the API client (SPEC section 8), so it is not repeated.
 */
export function useConfirmedRemove(request: (id: string) => Promise<unknown>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const remove = async (id: string, question: string, done?: string) => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(question))) return;
    setBusyId(id);
    try {
      await request(id);
      if (done) ui.setFlash({ type: 'success', message: done });
    } catch {
      // Refused or failed: already said.
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, remove };
}
