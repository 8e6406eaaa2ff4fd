/** `/follow-program/{target}/{program}/agent`: the agent's chat about one program. */
export function agentPath(programId: string, target = 'main'): string {
  return `/follow-program/${encodeURIComponent(target)}/${encodeURIComponent(programId)}/agent`;
}

/** `/follow-program/{target}/{program}`: the dashboard of a program being followed. */
export function programDashboardPath(programId: string, target = 'main'): string {
  return `/follow-program/${encodeURIComponent(target)}/${encodeURIComponent(programId)}`;
}

/** Where a recommendation opens: a catalogue program, or a creator's public page. Protocols have no page of their own. */
export function recommendationPath(kind: 'program' | 'protocol' | 'creator', id: string): string | null {
  if (kind === 'program') return `/program/${encodeURIComponent(id)}`;
  if (kind === 'creator') return `/u/${encodeURIComponent(id)}`;
  return null;
}
