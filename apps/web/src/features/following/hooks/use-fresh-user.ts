import { useEffect } from 'react';
import { refreshUser } from '../../../shared/session/sign-in.ts';

/**
 * Loads the current user again when a task screen opens, so the navbar's count of tasks due is current after
 * something changed it elsewhere (following a program, accepting a plan, a new day).
 */
export function useFreshUser(): void {
  useEffect(() => {
    refreshUser().catch((error: unknown) => console.error('Could not refresh the current user', error));
  }, []);
}
