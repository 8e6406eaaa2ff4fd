import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { makePixelVariants, type ImageVariant } from '../../modules/files/image-variants.ts';
import { imageWork } from '../../modules/files/image-work.ts';
import { saveImage } from '../../modules/files/service.ts';
import { programs } from '../schema/programs.ts';
import { coverPixels } from './cover-art.ts';

/** A program's drawn variants, kept for the life of the process: a second seed (tests, a reset) draws nothing. */
const drawn = new Map<string, Promise<ImageVariant[]>>();
/**
 * And across processes, in the OS temp folder: every fresh start (the e2e server, a new dev database) would otherwise
 * spend about two seconds drawing and encoding the same 63 covers. The folder is named by a hash of the files that
 * decide the bytes, so a change to the drawing or the encoding never reads an old cover.
 */
const SOURCES = ['./cover-art.ts', '../../modules/files/image-variants.ts'];
let cacheDir: Promise<string> | undefined;

function coverCacheDir(): Promise<string> {
  cacheDir ??= Promise.all(SOURCES.map((source) => fsp.readFile(new URL(source, import.meta.url)))).then((texts) => {
    const hash = createHash('sha256');
    for (const text of texts) hash.update(text);
    return path.join(os.tmpdir(), 'ito-seed-covers', hash.digest('hex').slice(0, 16));
  });
  return cacheDir;
}

type CachedVariant = { size: ImageVariant['size']; width: number; height: number; data: string };

async function readCached(file: string): Promise<ImageVariant[] | undefined> {
  try {
    const cached = JSON.parse(await fsp.readFile(file, 'utf8')) as CachedVariant[];
    return cached.map((v) => ({ ...v, data: Buffer.from(v.data, 'base64') }));
  } catch {
    return undefined; // not drawn yet on this machine, or unreadable: draw it
  }
}

async function writeCached(file: string, variants: ImageVariant[]): Promise<void> {
  const cached: CachedVariant[] = variants.map((v) => ({ ...v, data: v.data.toString('base64') }));
  const temp = `${file}.${randomUUID()}.part`;
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(temp, JSON.stringify(cached));
    await fsp.rename(temp, file); // whole or not at all, whichever process writes it
  } catch {
    await fsp.rm(temp, { force: true }).catch(() => undefined); // a cache that cannot be written only costs time
  }
}

async function drawCover(program: { key: string; category: string }): Promise<ImageVariant[]> {
  const name = createHash('sha256').update(`${program.key}\n${program.category}`).digest('hex').slice(0, 24);
  const file = path.join(await coverCacheDir(), `${name}.json`);
  const cached = await readCached(file);
  if (cached) return cached;
  // Through the process's image queue, like an upload: drawing and encoding are the same kind of work.
  const variants = await imageWork.run(() => makePixelVariants(coverPixels(program.key, program.category)));
  await writeCached(file, variants);
  return variants;
}

/** The webp variants of a seeded program's cover; the same key and category always give the same bytes. */
export function seedCoverVariants(program: { key: string; category: string }): Promise<ImageVariant[]> {
  const id = `${program.key}\n${program.category}`;
  let variants = drawn.get(id);
  if (!variants) {
    variants = drawCover(program);
    variants.catch(() => drawn.delete(id));
    drawn.set(id, variants);
  }
  return variants;
}

/**
 * Gives a freshly seeded program its generated cover, stored and recorded exactly as an uploaded one (a file of the
 * creator's, served at `public/files/{size}/{name}`), so nothing downstream can tell a seeded cover from an upload.
 */
export async function attachSeedCover(
  db: Db,
  storage: FileStorage,
  owner: { id: string; programId: string },
  program: { key: string; category: string; slug: string },
): Promise<void> {
  const variants = await seedCoverVariants(program);
  const file = await saveImage(db, storage, owner.id, { filename: `${program.slug}-cover.webp`, variants });
  await db.update(programs).set({ cover_file_id: file.id }).where(eq(programs.id, owner.programId));
}
