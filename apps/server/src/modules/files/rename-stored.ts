import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { IMAGE_VARIANTS } from '@ito/contracts/files/file-data';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { areaOf, storedName } from './service.ts';

const BATCH = 50;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Files stored before decision 062 are named `{id}.{ext}`, so anyone who saw a file's id could build its address.
 * Each gets a random name: its objects are copied to the new name, the row (and a profile picture naming it) is
 * updated, then the old objects are removed. Run at start, before requests; safe with several processes starting at
 * once (a row renamed by another process keeps that name, and this one's copies are removed). One object is held in
 * memory at a time (64 MB at most), once per old file.
 */
export async function renameDerivableNames(db: Db, storage: FileStorage): Promise<number> {
  let renamed = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id, name: files.name, kind: files.kind })
      .from(files)
      .where(sql`starts_with(${files.name}, ${files.id}::text)`)
      .orderBy(files.id)
      .limit(BATCH);
    if (batch.length === 0) return renamed;
    for (const row of batch) {
      const extension = row.name.split('.').pop() ?? 'bin';
      const name = storedName(extension);
      const areas = row.kind === 'image' ? [...IMAGE_VARIANTS] : [areaOf(row.kind)];
      const copied: string[] = [];
      for (const area of areas) {
        const object = await storage.open(area, row.name);
        if (!object) continue;
        await storage.put(area, name, await bytesOf(object.stream));
        copied.push(area);
      }
      const isMine = await db.transaction(async (tx) => {
        const moved = await tx
          .update(files)
          .set({ name })
          .where(and(eq(files.id, row.id), eq(files.name, row.name)))
          .returning({ id: files.id });
        if (moved.length === 0) return false;
        if (row.kind === 'image') await tx.update(users).set({ avatar: name }).where(eq(users.avatar, row.name));
        return true;
      });
      const stale = isMine ? row.name : name;
      await Promise.allSettled((isMine ? areas : copied).map((area) => storage.remove(area, stale)));
      if (isMine) renamed += 1;
    }
  }
}
