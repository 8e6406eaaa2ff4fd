import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema/protocols.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

export type ProtocolRow = typeof protocols.$inferSelect;

/**
 * Ownership rule of the protocol studio (same as programs): an unknown or malformed id and another creator's protocol
 * are the same 404, so existence cannot be probed (decision 023). Every protocol route starts here, sub-resources
 * included.
 */
export async function loadOwnedProtocol(db: Db, userId: string, id: string): Promise<ProtocolRow> {
  const [row] = await db.select().from(protocols).where(eq(protocols.id, id)).limit(1);
  if (!row || row.owner_id !== userId) throw notFound();
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
