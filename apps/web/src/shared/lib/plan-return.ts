/**
 * The way back to a proposed plan after buying a program it suggests (decision 115): the plan card remembers which
 * agent page sent the person to the program, and the payment's success page offers to go back and take its lessons.
 * Kept for this tab only (sessionStorage); a browser that refuses storage simply does not offer the way back.
 */
const KEY = 'ito.planReturn';

type PlanReturn = { programId: string; path: string };

export function rememberPlanReturn(programId: string, path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ programId, path } satisfies PlanReturn));
  } catch {
    // Storage refused (private mode, quota): nothing to offer later.
  }
}

/** The agent page that sent the person to this program, if it did in this tab; only a path of this site. */
export function planReturnFor(programId: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PlanReturn> | null;
    if (saved?.programId !== programId || typeof saved.path !== 'string') return null;
    return /^\/follow-program\/[^/]+\/[^/]+\/agent$/.test(saved.path) ? saved.path : null;
  } catch {
    return null;
  }
}
