import type { TAuthData } from '@ito/contracts/auth/auth-data';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { getUserDataEndpoint, logoutEndpoint } from '@ito/contracts/auth/refs';
import { call } from '../api/call.ts';
import { i18n } from '../i18n/i18n.ts';
import { navigateTo } from '../navigation.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { clearNewcomer, markNewcomer } from './newcomer.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * GET user/get-data and keep the answer as the current user. This module is in the entry (main.tsx awaits
 * `sessionReady`), so it calls by the endpoint's ref, not by its contract object: the object's schemas would bring
 * zod onto every first visit's critical path (decisions 031 and 067).
 */
export async function refreshUser(): Promise<TCurrentUser> {
  const response = await call(getUserDataEndpoint);
  useSessionStore.getState().setUser(response.data);
  return response.data;
}

/**
 * After register / login / magic link / reset: keep the token, load the user, then return to where the guard
 * stopped the user (or /home, where the guard takes over). `isRegistration`: the account was just made, so the
 * person is greeted as new on this first visit (newcomer.ts).
 */
export async function signIn(authData: TAuthData, { isRegistration = false } = {}): Promise<void> {
  const session = useSessionStore.getState();
  if (isRegistration) markNewcomer(authData.id);
  else clearNewcomer();
  session.setToken(authData.accessToken);
  // The realtime connection follows the token itself (realtime-connection.ts), so it reconnects here and on logout.
  await refreshUser();
  if (authData.account_restored) {
    // Signing in cancelled the account's pending deletion (decision 032).
    useUiStore.getState().setFlash({ type: 'success', message: i18n.t('accountRestored', { ns: 'common' }) });
  }
  const target = useSessionStore.getState().redirectTo;
  useSessionStore.getState().setRedirect(null);
  navigateTo(target ?? '/home', { replace: true });
}

export async function signOut(): Promise<void> {
  try {
    await call(logoutEndpoint, { silent: true });
  } catch {
    // The server session may already be gone; signing out locally is what matters.
  }
  useSessionStore.getState().logout();
  clearNewcomer();
  navigateTo('/');
}

let ready: Promise<void> | null = null;

/**
 * At start-up a stored token gets a fresh user, so the guard decides on current data (e.g. just verified).
 * The guard awaits this once; failures are handled by the API client (401 logs out) and otherwise ignored.
 */
export function sessionReady(): Promise<void> {
  ready ??= (async () => {
    if (!useSessionStore.getState().token) return;
    try {
      await refreshUser();
    } catch (error) {
      console.error('Could not refresh the current user', error);
    }
  })();
  return ready;
}
