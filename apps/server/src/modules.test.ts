import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_QUEUES, MODULES } from './modules.ts';

/*
 * Modules declare themselves (decision 071): each folder under modules/ exports one manifest from its `module.ts`,
 * named after the folder, and the app runs the manifests `modules.ts` lists. A module left out of the list would not
 * run; one listed twice would register its routes twice.
 */
const MODULES_DIR = path.join(import.meta.dirname, 'modules');
const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the module manifests', () => {
  it('every module folder has a module.ts', () => {
    expect(folders.filter((name) => !existsSync(path.join(MODULES_DIR, name, 'module.ts')))).toEqual([]);
  });

  it('lists every module once, by its folder name', () => {
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders);
  });

  it('names each job queue once', () => {
    expect(JOB_QUEUES.length).toBeGreaterThan(0);
    expect(new Set(JOB_QUEUES).size).toBe(JOB_QUEUES.length);
  });
});
