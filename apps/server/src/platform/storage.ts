import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from './config.ts';
import { assertSafe } from './storage-names.ts';
import { createS3Storage } from './storage-s3.ts';

/** A stored object opened for reading; `size` is the bytes in `stream` (the range's length when one was asked). */
export type StoredObject = { stream: Readable; size: number; modifiedAt: Date };
/** Bytes `start` to `end` inclusive (HTTP's byte ranges), both within the object. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded bytes live. An `area` is a folder-like namespace (an image size such as `thumb`, or `download`);
 * `name` is a stored name the caller has already validated. Local disk is the default; an S3-compatible store is used
 * when `S3_BUCKET` is set (storage-s3.ts).
 */
export interface FileStorage {
  /** Stores the bytes; readers never see a partly written object. */
  put(area: string, name: string, data: Buffer): Promise<void>;
  /** Stores the bytes of a local file, streamed (an upload received to a temporary file); the file is left as it is. */
  putFile(area: string, name: string, source: string): Promise<void>;
  /** Opens an object (or only `range` of it), or null when there is none. */
  open(area: string, name: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  remove(area: string, name: string): Promise<void>;
  /** Whether an object exists (tests and housekeeping). */
  has(area: string, name: string): Promise<boolean>;
}

/** Files under `<root>/<area>/<name>`, e.g. `DATA_DIR/files/thumb/<uuid>.webp`. */
export function createLocalStorage(root: string): FileStorage {
  const target = (area: string, name: string) => {
    assertSafe(area);
    assertSafe(name);
    return path.join(root, area, name);
  };
  return {
    async put(area, name, data) {
      const file = target(area, name);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed: a crash or a full disk leaves at worst a temp file, never a torn one.
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await fsp.writeFile(temp, data, { flag: 'wx' });
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    async putFile(area, name, source) {
      const file = target(area, name);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await fsp.copyFile(source, temp, fsp.constants.COPYFILE_EXCL);
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    async open(area, name, range) {
      const file = target(area, name);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      if (range && (range.start > range.end || range.end >= stat.size)) {
        await handle.close();
        throw new RangeError(`bytes ${range.start}-${range.end} are outside ${area}/${name}`);
      }
      return {
        stream: handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
        size: range ? range.end - range.start + 1 : stat.size,
        modifiedAt: stat.mtime,
      };
    },
    async remove(area, name) {
      await fsp.rm(target(area, name), { force: true });
    },
    async has(area, name) {
      try {
        await fsp.access(target(area, name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The storage for this configuration: the S3-compatible bucket when `S3_BUCKET` is set, else `DATA_DIR/files`. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
