import { millisecondsInMinute } from 'date-fns/constants';

/**
 * The dashboard's welcome note shows on a person's first visit to a program's dashboard only, and never again once
 * they close it (decision 083). A visit is what analytics call one: it goes on while the person comes back within
 * 30 minutes (a reload, a second tab, a look at a task and back), and ends after 30 minutes away. Kept in
 * localStorage per person and program: no account setting holds dismissals, and a note about finding your way around
 * one screen is not worth a table; on another device it shows once more.
 */
export const VISIT_GAP_MS = 30 * millisecondsInMinute;

export interface WelcomeRecord {
  /** When the person first opened this dashboard (ms). */
  firstSeen: number;
  /** Their last look at it during the first visit (ms). */
  lastSeen: number;
  isDismissed: boolean;
}

/**
 * What a look at the dashboard at `now` does: whether the note shows, and the record to keep (null: keep what is
 * there). With no record this is the first look, which starts the first visit.
 */
export function lookAtDashboard(
  saved: WelcomeRecord | null,
  now: number,
): { isShown: boolean; record: WelcomeRecord | null } {
  if (saved === null) return { isShown: true, record: { firstSeen: now, lastSeen: now, isDismissed: false } };
  if (saved.isDismissed || now - saved.lastSeen > VISIT_GAP_MS || now < saved.firstSeen) {
    return { isShown: false, record: null };
  }
  return { isShown: true, record: { ...saved, lastSeen: now } };
}

const keyOf = (userId: string, programId: string) => `ito.welcome.${userId}.${programId}`;

function read(key: string): WelcomeRecord | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { firstSeen, lastSeen, isDismissed } = saved as Partial<WelcomeRecord>;
    if (typeof firstSeen !== 'number' || typeof lastSeen !== 'number' || typeof isDismissed !== 'boolean') return null;
    return { firstSeen, lastSeen, isDismissed };
  } catch {
    return null;
  }
}

function write(key: string, record: WelcomeRecord): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/**
 * Records a look at the program's dashboard and answers whether the welcome note shows. Without storage (private
 * mode) nothing can be remembered, so nothing is shown: a note that came back on every visit would be worse.
 */
export function takeWelcomeLook(userId: string, programId: string, now = Date.now()): boolean {
  const key = keyOf(userId, programId);
  const { isShown, record } = lookAtDashboard(read(key), now);
  if (record === null) return isShown;
  return write(key, record) && isShown;
}

/** The person closed the note: it does not come back for this program. */
export function dismissWelcome(userId: string, programId: string, now = Date.now()): void {
  const key = keyOf(userId, programId);
  const saved = read(key) ?? { firstSeen: now, lastSeen: now, isDismissed: false };
  write(key, { ...saved, isDismissed: true });
}
