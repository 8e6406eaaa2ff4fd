import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClassifierSnapshot, ModelCache } from './classifier.ts';

/** The repository's own cache folder (a clean clone starts empty; `npm ci` leaves it alone otherwise). */
export const MODEL_CACHE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/ito-models/', import.meta.url));

/**
 * Trained classifiers on disk (decision 058), one file per name and training (`<name>-<sha256 of the material>`).
 * Written to a temporary name and renamed, so processes that train at once never read half a file; a file that does
 * not parse is trained again. Never required: without it a process trains, as before.
 */
export function fileModelCache(dir: string = MODEL_CACHE_DIR): ModelCache {
  const path = (name: string, material: string) =>
    join(dir, `${name}-${createHash('sha256').update(material).digest('hex').slice(0, 32)}.json`);
  return {
    read(name, material) {
      try {
        return JSON.parse(readFileSync(path(name, material), 'utf8')) as ClassifierSnapshot;
      } catch {
        return null;
      }
    },
    write(name, material, snapshot) {
      try {
        mkdirSync(dir, { recursive: true });
        const target = path(name, material);
        const temporary = `${target}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify(snapshot));
        renameSync(temporary, target);
      } catch {
        // A read-only disk: the model stays in this process only.
      }
    },
  };
}
