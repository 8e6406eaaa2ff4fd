import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isUuid } from '../programs/creator-guard.ts';

export type ProtocolRow = typeof protocols.$inferSelect;

/**
 * Ownership rule of the protocol studio (same as programs): an unknown or malformed id is 404; a protocol that exists
 * but belongs to another creator is 403. Every protocol route starts here, sub-resources included.
 */
export async function loadOwnedProtocol(db: Db, userId: string, id: string): Promise<ProtocolRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(protocols).where(eq(protocols.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.owner_id !== userId) throw forbidden();
  return row;
}

/** Any edit of what publishing freezes (graph, items, questions, recurring modules) leaves the draft ahead of it. */
export async function markDraftChanged(db: Pick<Db, 'update'>, protocolId: string): Promise<void> {
  await db.update(protocols).set({ has_draft_changes: true }).where(eq(protocols.id, protocolId));
}

/** A foreign key refused the write: ON DELETE RESTRICT (23503) caught a use made after our check. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
}
