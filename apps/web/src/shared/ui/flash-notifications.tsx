import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '../stores/ui-store.ts';

// The toast system (and its transition library) loads with the first flash, not with the first page.
const FlashToasts = lazy(() => import('./flash-toasts.tsx').then((m) => ({ default: m.FlashToasts })));

/** Shows the UI store's flash message as a toast. */
export function FlashNotifications() {
  const hasFlash = useUiStore((s) => s.flash !== null);
  const [isNeeded, setNeeded] = useState(hasFlash);
  if (hasFlash && !isNeeded) setNeeded(true);

  return isNeeded ? (
    <Suspense fallback={null}>
      <FlashToasts />
    </Suspense>
  ) : null;
}
