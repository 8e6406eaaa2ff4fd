import type { TAiModule } from '@ito/contracts/protocols/ai-modules';

/**
 * AI modules form a tree: one main module, branches placed by `hierarchy` (the dotted path of their parents; the
 * main module is `0`) and `index` among their siblings. A branch at (h, i) has children at hierarchy `h.i`.
 */
export const ROOT_HIERARCHY = '0';

export function childHierarchy(module: Pick<TAiModule, 'hierarchy' | 'index'>): string {
  return `${module.hierarchy}.${module.index}`;
}

/** The index a new sibling at `hierarchy` takes: one past the highest in use. */
export function nextIndex(modules: readonly TAiModule[], hierarchy: string): number {
  const siblings = modules.filter((m) => m.kind === 'branch' && m.hierarchy === hierarchy);
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((m) => m.index)) + 1;
}

/** Branches in reading order: depth first, siblings by index. */
export function orderBranches(modules: readonly TAiModule[]): { module: TAiModule; depth: number }[] {
  const byParent = new Map<string, TAiModule[]>();
  for (const m of modules) {
    if (m.kind !== 'branch') continue;
    byParent.set(m.hierarchy, [...(byParent.get(m.hierarchy) ?? []), m]);
  }
  const out: { module: TAiModule; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (hierarchy: string, depth: number) => {
    for (const m of [...(byParent.get(hierarchy) ?? [])].sort((a, b) => a.index - b.index)) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push({ module: m, depth });
      walk(childHierarchy(m), depth + 1);
    }
  };
  walk(ROOT_HIERARCHY, 0);
  // Branches whose parent is gone still show, at the top level, so they can be fixed or deleted.
  for (const m of modules) if (m.kind === 'branch' && !seen.has(m.id)) out.push({ module: m, depth: 0 });
  return out;
}
