import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '../stores/ui-store.ts';

// The modal code loads the first time something asks for confirmation.
const ConfirmModal = lazy(() => import('./confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })));

/** Renders the UI store's `confirm(message)` question; the promise resolves with the answer. */
export function ConfirmDialog() {
  const isAsking = useUiStore((s) => s.confirmRequest !== null);
  const [isNeeded, setNeeded] = useState(isAsking);
  if (isAsking && !isNeeded) setNeeded(true);

  return isNeeded ? (
    <Suspense fallback={null}>
      <ConfirmModal />
    </Suspense>
  ) : null;
}
