import { and, eq } from 'drizzle-orm';
import { compileGraph, type ProtocolGraph } from '@ito/protocol/engine';
import type { FlowNode } from '@ito/protocol/model';
import { protocolVersions, protocols } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { placeAiModules, type RunAiModules } from './frozen-ai-modules.ts';

/** A question of a frozen assessment item, as the task page asks it. */
export type FrozenQuestion = { id: string; text: string; options: { label: string; score: number }[] };

/** An item of a frozen version (`protocol_versions.graph.items`), read leniently: publishing owns the exact shape. */
export type FrozenItem = {
  id: string;
  kind: string;
  name: string;
  description: string;
  questions: FrozenQuestion[];
  /** The item's own settings as published (an order's amount, currency and type). */
  data: Record<string, unknown>;
};

/** One published version, compiled once: versions never change, so the cache needs no invalidation. */
export type RunVersion = {
  protocolId: string;
  version: number;
  ownerId: string;
  name: string;
  nodes: readonly FlowNode[];
  graph: ProtocolGraph;
  items: ReadonlyMap<string, FrozenItem>;
  aiModules: RunAiModules;
};

const CACHE_LIMIT = 500;
const cache = new Map<string, RunVersion>();

export async function loadVersion(db: Db, protocolId: string, version: number): Promise<RunVersion> {
  const key = `${protocolId}:${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [row] = await db
    .select({ graph: protocolVersions.graph, owner_id: protocols.owner_id, name: protocols.name })
    .from(protocolVersions)
    .innerJoin(protocols, eq(protocols.id, protocolVersions.protocol_id))
    .where(and(eq(protocolVersions.protocol_id, protocolId), eq(protocolVersions.version, version)))
    .limit(1);
  if (!row) throw notFound();
  const nodes = Array.isArray(row.graph.nodes) ? (row.graph.nodes as FlowNode[]) : [];
  const items = new Map<string, FrozenItem>();
  for (const raw of Array.isArray(row.graph.items) ? row.graph.items : []) {
    const item = readItem(raw);
    if (item) items.set(item.id, item);
  }
  const loaded: RunVersion = {
    protocolId,
    version,
    ownerId: row.owner_id,
    name: row.name,
    nodes,
    graph: compileGraph(nodes),
    items,
    aiModules: placeAiModules(nodes, row.graph.ai_modules),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, loaded);
  return loaded;
}

function readItem(raw: unknown): FrozenItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string') return null;
  const questions = Array.isArray(r.questions) ? r.questions.flatMap(readQuestion) : [];
  return {
    id: r.id,
    kind: typeof r.kind === 'string' ? r.kind : '',
    name: typeof r.name === 'string' ? r.name : '',
    description: typeof r.description === 'string' ? r.description : '',
    questions,
    data: r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : {},
  };
}

function readQuestion(raw: unknown): FrozenQuestion[] {
  if (!raw || typeof raw !== 'object') return [];
  const q = raw as Record<string, unknown>;
  if (typeof q.id !== 'string') return [];
  const options = Array.isArray(q.options)
    ? q.options.flatMap((o: unknown) => {
        const opt = o as { label?: unknown; score?: unknown } | null;
        return opt && typeof opt.label === 'string'
          ? [{ label: opt.label, score: typeof opt.score === 'number' ? opt.score : 0 }]
          : [];
      })
    : [];
  return [{ id: q.id, text: typeof q.text === 'string' ? q.text : '', options }];
}
