/**
 * A tiny holder for "navigate" so that non-React code (the API client, sign-in) can move the user
 * without importing the router: shared code must not import app code. The router registers itself here.
 */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;
export type LayoutName = 'default' | 'empty' | 'login' | 'dashboard';

/**
 * The agent page's query parameter naming the page a temporary user was held from (the guard sets it, the agent page
 * says why and offers the account, decision 081). Here, in the first download the guard is in, not in program-paths.
 */
export const HELD_FROM_PARAM = 'from';

let navigator: NavigateFn | null = null;
let layoutReader: () => LayoutName = () => 'default';
let pathReader: () => string = () => window.location.pathname + window.location.search + window.location.hash;

export function setNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

/** Registers how to read the current route's layout and full path (the router does this once). */
export function setRouteReaders(readers: { layout?: () => LayoutName; fullPath?: () => string }): void {
  if (readers.layout) layoutReader = readers.layout;
  if (readers.fullPath) pathReader = readers.fullPath;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  // Before the router exists (or in tests without one) a full page load is the only way to move.
  if (navigator) navigator(to, opts);
  else window.location.assign(to);
}

export function currentLayout(): LayoutName {
  return layoutReader();
}

/** Path + query + hash of the current location: the redirect target remembered on 401 or by the guard. */
export function currentFullPath(): string {
  return pathReader();
}
