import { stepPlaces } from '@ito/protocol/graph';
import type { FlowNode } from '@ito/protocol/model';

/** An AI module of a frozen version (`protocol_versions.graph.ai_modules`), read leniently. */
export type FrozenAiModule = {
  id: string;
  kind: 'main' | 'branch';
  hierarchy: string;
  index: number;
  name: string;
  prompt: string;
};

/** A version's AI modules as the run reads them: the main one, and each branch by the step it runs at. */
export type RunAiModules = {
  main: FrozenAiModule | null;
  byStep: ReadonlyMap<string, FrozenAiModule>;
};

/**
 * Places AI modules on steps (decision 048). The branch tree mirrors the step tree (`stepPlaces`). A branch at
 * `(hierarchy, index)` runs at the step at place `hierarchy.index`; one whose place has no step runs nowhere. The main
 * module runs at no step: it frames every branch's guidance.
 */
export function placeAiModules(nodes: readonly FlowNode[], raw: unknown): RunAiModules {
  const modules = Array.isArray(raw) ? raw.flatMap(readModule) : [];
  const main = modules.find((m) => m.kind === 'main') ?? null;
  const branches = modules.filter((m) => m.kind === 'branch');
  const byStep = new Map<string, FrozenAiModule>();
  if (branches.length === 0) return { main, byStep };
  const places = stepPlaces(nodes);
  for (const branch of branches) {
    const nodeId = places.get(`${branch.hierarchy}.${branch.index}`)?.id;
    if (nodeId && !byStep.has(nodeId)) byStep.set(nodeId, branch);
  }
  return { main, byStep };
}

function readModule(raw: unknown): FrozenAiModule[] {
  if (!raw || typeof raw !== 'object') return [];
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || (r.kind !== 'main' && r.kind !== 'branch')) return [];
  return [
    {
      id: r.id,
      kind: r.kind,
      hierarchy: typeof r.hierarchy === 'string' ? r.hierarchy : '',
      index: typeof r.index === 'number' ? r.index : 0,
      name: typeof r.name === 'string' ? r.name : '',
      prompt: typeof r.prompt === 'string' ? r.prompt : '',
    },
  ];
}
