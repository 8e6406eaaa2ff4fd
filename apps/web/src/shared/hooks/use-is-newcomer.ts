import { isNewcomer } from '../session/newcomer.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Whether the signed-in person is on their first visit after registering. */
export function useIsNewcomer(): boolean {
  const userId = useSessionStore((s) => (s.user && !s.user.is_temporary ? s.user.id : undefined));
  return isNewcomer(userId);
}
