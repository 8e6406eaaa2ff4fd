import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../shared/stores/session-store.ts';

/*
 * Loaded on demand: guests (the landing page's audience) never need them, and `/` must stay within its first-download
 * budget (DESIGN section 12, decision 010).
 */
const MessagesBadge = lazy(() =>
  import('../../features/chat/components/messages-badge.tsx').then((m) => ({ default: m.MessagesBadge })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The navbar's messages badge and notifications bell, for signed-in people; each decides itself who may see it. */
export function MemberIndicators() {
  const isSignedIn = useSessionStore((s) => s.token !== null);
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <MessagesBadge />
      <NotificationBell />
    </Suspense>
  );
}
