import { eq } from 'drizzle-orm';
import { protocols } from '../../../db/schema/protocols.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';

export type OwnedProtocol = { id: string; name: string; version: number; owner_id: string };

/** The caller's protocol: an unknown id and another creator's are the same 404 (decision 023). */
export async function ownProtocol(db: Db, userId: string, protocolId: string): Promise<OwnedProtocol> {
  const [row] = await db
    .select({ id: protocols.id, name: protocols.name, version: protocols.version, owner_id: protocols.owner_id })
    .from(protocols)
    .where(eq(protocols.id, protocolId))
    .limit(1);
  if (!row || row.owner_id !== userId) throw notFound();
  return row;
}
