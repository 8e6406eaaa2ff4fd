import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Service dependencies are named from the app's (decision 075): a module's `*Deps` picks from `AppDeps` with
 * `Uses<...>` and a route plugin passes `appDeps(app)`. This test fails on a type that spells out one of the app's
 * dependencies by hand (`{ db: Db; clock: Clock }`) and on an object that copies them from the app field by field
 * (`{ db: app.db, jobs: app.jobs }`), anywhere in the modules.
 */
const MODULES = path.join(import.meta.dirname, '../modules');
const APP_DEPS = 'db|clock|jobs|realtime|mailer|background';
const APP_TYPES = 'Db|Clock|Jobs|Realtime|Mailer|Background';
/** A member of a type literal (`db: Db;` or `db: Db }`), not a parameter (`db: Db,` or `db: Db)`). */
const SPELLED_OUT = new RegExp(`\\b(${APP_DEPS}): (${APP_TYPES})\\s*[;}]`, 'g');
const COPIED = new RegExp(`\\b(${APP_DEPS}): app\\.(${APP_DEPS})\\b`, 'g');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export function handBuiltDeps(files: { file: string; code: string }[]): string[] {
  return files.flatMap(({ file, code }) =>
    [...code.matchAll(SPELLED_OUT), ...code.matchAll(COPIED)].map((match) => `${file}: ${match[0]}`),
  );
}

describe('service dependencies', () => {
  it('are named from the app’s in every module', () => {
    const files = walk(MODULES)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => ({ file: path.relative(MODULES, file), code: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(handBuiltDeps(files)).toEqual([]);
  });

  it('sees a type spelled out by hand and an object copied from the app, not a parameter', () => {
    const probe = [
      { file: 'a.ts', code: 'export type XDeps = { db: Db; realtime: Realtime };' },
      { file: 'b.ts', code: 'const deps = { db: app.db, clock: app.clock };' },
      { file: 'c.ts', code: 'export async function f(db: Db, clock: Clock): Promise<void> {}' },
    ];
    expect(handBuiltDeps(probe)).toEqual([
      'a.ts: db: Db;',
      'a.ts: realtime: Realtime }',
      'b.ts: db: app.db',
      'b.ts: clock: app.clock',
    ]);
  });
});
