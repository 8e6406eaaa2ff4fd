import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TPageQuery } from '@ito/contracts/common/paging';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import type { TGetVersionResponse, TProtocolVersionRow } from '@ito/contracts/protocols/versions';
import { stepLabel } from '@ito/protocol/graph';
import { validateProtocol } from '@ito/protocol/validate';
import {
  assessmentQuestions,
  protocolAiModules,
  protocolItems,
  protocolVersions,
  protocols,
  recurringModules,
} from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { offsetOf } from '../../platform/paging.ts';
import type { ProtocolRow } from './access.ts';
import { loadDraftNodes } from './graph-service.ts';
import { getProtocolView } from './protocol-service.ts';
import { toRecurringModule } from './recurring-service.ts';

type Frozen = TGetVersionResponse['data']['graph'];

/**
 * Everything a run reads, copied so that later edits of the draft never reach a running follower. One query after
 * another: `db` is the publishing transaction, one connection, and queries sent at once on one pg client are
 * deprecated (pg 9 refuses them; the warning at every start on PostgreSQL came from here).
 */
async function freeze(db: Db, protocolId: string): Promise<Frozen> {
  const nodes = await loadDraftNodes(db, protocolId);
  const items = await db
    .select()
    .from(protocolItems)
    .where(eq(protocolItems.protocol_id, protocolId))
    .orderBy(asc(protocolItems.created_at));
  const modules = await db
    .select()
    .from(recurringModules)
    .where(eq(recurringModules.protocol_id, protocolId))
    .orderBy(asc(recurringModules.created_at));
  const aiModules = await db
    .select()
    .from(protocolAiModules)
    .where(eq(protocolAiModules.protocol_id, protocolId))
    .orderBy(asc(protocolAiModules.hierarchy), asc(protocolAiModules.index));
  const questions =
    items.length === 0
      ? []
      : await db
          .select()
          .from(assessmentQuestions)
          .where(
            inArray(
              assessmentQuestions.item_id,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.created_at));
  return {
    nodes,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      name: item.name,
      description: item.description,
      data: item.data,
      questions: questions
        .filter((q) => q.item_id === item.id)
        .map((q) => ({
          id: q.id,
          position: q.position,
          text: q.text,
          kind: q.kind,
          options: q.options,
          is_required: q.is_required,
        })),
    })),
    modules: modules.map(toRecurringModule),
    ai_modules: aiModules.map((m) => ({
      id: m.id,
      kind: m.kind,
      hierarchy: m.hierarchy,
      index: m.index,
      name: m.name,
      prompt: m.prompt,
    })),
  };
}

/**
 * Publishing refuses (422, `errors.graph` lists the messages) while validation finds errors. Otherwise it freezes the
 * draft as version + 1 under a row lock, so two publishes at once make two versions, never one twice.
 */
export async function publishProtocol(db: Db, protocol: ProtocolRow, userId: string, now: Date): Promise<TProtocol> {
  const nodes = await loadDraftNodes(db, protocol.id);
  const errors = validateProtocol(nodes);
  if (errors.length > 0) {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const label = (id: string) => `"${stepLabel(byId.get(id)!)}"`;
    throw new AppError('validation', 'protocols.not_ready', {
      // By code, the step's name a parameter, so a translation places it (decision 045); the English as validated.
      fields: {
        graph: errors.map((e) => ({
          code: `graph.${e.code}` as const,
          params: { step: label(e.nodeId) },
          text: e.message,
        })),
      },
    });
  }
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(protocols).where(eq(protocols.id, protocol.id)).for('update');
    const version = locked!.version + 1;
    const graph = await freeze(tx, protocol.id);
    if (graph.nodes.length === 0) {
      throw new AppError('validation', 'protocols.not_ready', {
        fields: { graph: ['protocols.no_steps'] },
      });
    }
    await tx.insert(protocolVersions).values({ protocol_id: protocol.id, version, graph, published_by: userId });
    const [updated] = await tx
      .update(protocols)
      .set({ version, status: 'published', has_draft_changes: false, published_at: now })
      .where(eq(protocols.id, protocol.id))
      .returning();
    return updated!;
  });
  return getProtocolView(db, row);
}

const stepsCount = (graph: Record<string, unknown>) => (Array.isArray(graph.nodes) ? graph.nodes.length : 0);

function toVersionRow(row: typeof protocolVersions.$inferSelect): TProtocolVersionRow {
  return {
    id: row.id,
    version: row.version,
    steps_count: stepsCount(row.graph),
    published_by: row.published_by,
    published_at: row.created_at.toISOString(),
  };
}

export async function listVersions(
  db: Db,
  protocolId: string,
  query: TPageQuery,
): Promise<{ data: TProtocolVersionRow[]; total: number }> {
  const where = eq(protocolVersions.protocol_id, protocolId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(protocolVersions)
      .where(where)
      .orderBy(desc(protocolVersions.version))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(protocolVersions).where(where),
  ]);
  return { data: rows.map(toVersionRow), total: total?.n ?? 0 };
}

export async function getVersion(db: Db, protocolId: string, version: number): Promise<TGetVersionResponse['data']> {
  const [row] = await db
    .select()
    .from(protocolVersions)
    .where(and(eq(protocolVersions.protocol_id, protocolId), eq(protocolVersions.version, version)))
    .limit(1);
  if (!row) throw notFound();
  return { ...toVersionRow(row), graph: row.graph as Frozen };
}
