import type { SessionState } from '../stores/session-store.ts';

/**
 * Whether the person may use the creator studio: an expert, or someone acting with a dashboard session whose roles
 * include expert. The server refuses everyone else (`errors.not_a_creator`), so the web does not offer it to them.
 * Its own file, not the store's: the store is in the first download of `/`, and only the signed-in layouts ask this.
 */
export function canUseStudio(state: Pick<SessionState, 'user' | 'dashboardToken' | 'dashboardRoles'>): boolean {
  if (state.user?.roles.includes('expert')) return true;
  return state.dashboardToken !== null && state.dashboardRoles.includes('expert');
}
