import { create } from 'zustand';
import { AUTH_FLAG } from '@ito/contracts/constants';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { makeGuestKey } from '../session/guest-key.ts';
import { readSessionCookie, writeSessionCookie, type TPersistedSession } from '../session/session-cookie.ts';

export type AuthFlag = (typeof AUTH_FLAG)[keyof typeof AUTH_FLAG];
export interface TenantToken {
  cmt: string;
}

export interface SessionState {
  token: string | null;
  dashboardToken: string | null;
  dashboardRoles: string[];
  user: TCurrentUser | null;
  isAuthed: AuthFlag;
  /** Free-form state of the multi-step agent wizard, kept across reloads. */
  wizard: Record<string, unknown>;
  /** Where to go after signing in (set by the guard and by a 401). */
  redirectTo: string | null;
  guestKey: string;
  tenantTokens: TenantToken[];
  tenantId: string | null;
  /** When on, calls whose `target` query matches a tenant token go to that tenant's API scope. */
  isWatchingTenant: boolean;

  setToken: (token: string) => void;
  setUser: (user: TCurrentUser | null) => void;
  markVerified: (at: string) => void;
  logout: () => void;
  setDashboardAuth: (token: string, roles: string[]) => void;
  dashboardLogout: () => void;
  setRedirect: (path: string | null) => void;
  setWizard: (wizard: Record<string, unknown>) => void;
  newGuestKey: () => string;
  setTenantTokens: (tokens: TenantToken[]) => void;
  setTenantId: (id: string | null) => void;
  setWatchingTenant: (isWatching: boolean) => void;
}

function initialState() {
  const saved = readSessionCookie();
  return {
    token: saved?.token ?? null,
    dashboardToken: saved?.auth.dashboardToken ?? null,
    dashboardRoles: saved?.auth.dashboardRoles ?? [],
    user: saved?.user ?? null,
    isAuthed: saved?.auth.isAuthed ?? AUTH_FLAG.no,
    wizard: saved?.wizard ?? {},
    redirectTo: null,
    // Made once per browser and kept: it ties a guest's temporary user to this browser.
    guestKey: saved?.guestKey ?? makeGuestKey(),
    tenantTokens: [],
    tenantId: null,
    isWatchingTenant: false,
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState(),

  setToken: (token) => set({ token, isAuthed: AUTH_FLAG.yes, tenantTokens: [] }),
  setUser: (user) => set({ user }),
  markVerified: (at) => {
    const user = get().user;
    if (user) set({ user: { ...user, email_verified_at: at } });
  },
  logout: () => set({ user: null, token: null, tenantTokens: [], isAuthed: AUTH_FLAG.no }),
  setDashboardAuth: (token, roles) => set({ dashboardToken: token, dashboardRoles: roles }),
  dashboardLogout: () => set({ dashboardToken: null, dashboardRoles: [] }),
  setRedirect: (path) => set({ redirectTo: path }),
  setWizard: (wizard) => set({ wizard }),
  newGuestKey: () => {
    const guestKey = makeGuestKey();
    set({ guestKey });
    return guestKey;
  },
  setTenantTokens: (tenantTokens) => set({ tenantTokens }),
  setTenantId: (tenantId) => set({ tenantId }),
  setWatchingTenant: (isWatchingTenant) => set({ isWatchingTenant }),
}));

function persistedPart(s: SessionState): TPersistedSession {
  return {
    wizard: s.wizard,
    auth: { isAuthed: s.isAuthed, dashboardToken: s.dashboardToken, dashboardRoles: s.dashboardRoles },
    token: s.token,
    user: s.user,
    guestKey: s.guestKey,
  };
}

let lastWritten = JSON.stringify(persistedPart(useSessionStore.getState()));
writeSessionCookie(persistedPart(useSessionStore.getState()));
useSessionStore.subscribe((state) => {
  const next = persistedPart(state);
  const serialised = JSON.stringify(next);
  // Only touch the cookie when a persisted field changed (tenant and redirect changes are memory-only).
  if (serialised === lastWritten) return;
  lastWritten = serialised;
  writeSessionCookie(next);
});
