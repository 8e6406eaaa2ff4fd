import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import { assertSafe } from './storage-names.ts';
import { createS3Storage } from './storage-s3.ts';
export type { FileStorage } from './storage-types.ts';
import type { FileStorage } from './storage-types.ts';
export type { StoredObject, ByteRange } from './storage-types.ts';

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
