import { millisecondsInDay } from 'date-fns/constants';

/**
 * A person who has just registered is greeted as new ("Welcome", not "Welcome back") for their first visit: from
 * registering until they sign in again or out, and at most a day (decision 037). Kept in localStorage, so the tab
 * that the mailed verification link opens knows it too.
 */
const KEY = 'ito.newcomer';
const FIRST_VISIT_MS = millisecondsInDay;

interface Newcomer {
  userId: string;
  until: number;
}

function read(): Newcomer | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { userId, until } = saved as Partial<Newcomer>;
    return typeof userId === 'string' && typeof until === 'number' ? { userId, until } : null;
  } catch {
    // No storage (private mode) or a damaged value: greet as usual.
    return null;
  }
}

/** Registration signed this user in: their first visit starts now. */
export function markNewcomer(userId: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, until: now + FIRST_VISIT_MS }));
  } catch {
    // Without storage the person is simply greeted as returning.
  }
}

/** Any other sign-in, or signing out, ends the first visit. */
export function clearNewcomer(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function isNewcomer(userId: string | undefined, now = Date.now()): boolean {
  const saved = read();
  return userId !== undefined && saved !== null && saved.userId === userId && now < saved.until;
}
