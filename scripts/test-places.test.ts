import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiersOf, resolveSpecifier } from './import-graph.ts';

/*
 * What only tests use lives in test places (decision 073): a `test/` folder, a `*.test.ts(x)` file, or the browser
 * journeys of `apps/web/e2e/`. Production code, everything else under these roots, may not
 *   1. import from a test place (a harness, a fixture, a test file), statically, by `import()` or in a type;
 *   2. name a test-only environment variable (`ITO_CRASH_*`, `ITO_TEST_*`, `VITEST*`): a test changes what production
 *      code does through a seam it passes in (the crash hooks), never through a variable the app reads;
 *   3. be a test helper by its name (`*fixture*`, `*-crash-worker*`, `test-*.ts`) outside a test place.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/server', 'apps/web/src', 'apps/web/e2e', 'packages'];

const isTestPlace = (file: string) =>
  /(?:^|\/)test\//.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith('apps/web/e2e/');

const HELPER_NAME = /fixture|-crash-worker|^test-.*\.tsx?$/;
const TEST_ONLY_ENV = /\b(?:ITO_(?:CRASH|TEST)_[A-Z0-9_]*|VITEST(?:_[A-Z0-9_]+)?)\b/;

type Source = { file: string; code: string };

/** Where a specifier leads, as a repository path: relative ones resolved, `@ito/<p>/<x>` in `packages/<p>/src/<x>`. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveSpecifier(file, specifier);
  const own = /^@ito\/([^/]+)\/(.+)$/.exec(specifier);
  return own ? `packages/${own[1]}/src/${own[2]}` : null;
}

/** Every break of the three rules in `files` (paths relative to the repository, `/`-separated), one line each. */
export function testPlaceViolations(files: Source[]): string[] {
  const found: string[] = [];
  for (const { file, code } of files) {
    if (isTestPlace(file)) continue;
    for (const specifier of moduleSpecifiersOf(file, code)) {
      const target = targetOf(file, specifier);
      if (target && isTestPlace(target)) found.push(`${file} imports a test place: ${specifier}`);
    }
    const variable = TEST_ONLY_ENV.exec(code);
    if (variable) found.push(`${file} names a test-only environment variable: ${variable[0]}`);
    if (HELPER_NAME.test(path.posix.basename(file))) found.push(`${file} is named as a test helper outside test/`);
  }
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : walk(child);
    return /\.(?:tsx?|mts|js|mjs)$/.test(entry.name) ? [child] : [];
  });
}

describe('test places', () => {
  it('production code imports no test place, names no test-only variable, and no test helper lives outside one', () => {
    const files = ROOTS.flatMap(walk).map((file) => ({ file, code: readFileSync(path.join(ROOT, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(500);
    expect(testPlaceViolations(files)).toEqual([]);
  });

  it('catches an import of a test place from production code, in any of its forms', () => {
    const file = 'apps/server/src/modules/chat/service.ts';
    const code = [
      "import { createTestApp } from '../../test/harness.ts';",
      "export { x } from './service.test.ts';",
      "const later = () => import('../../test/crash/kill-self.ts');",
      "type Fixture = import('@ito/protocol/test/engine-fixtures').Fixture;",
      "import { z } from 'zod';",
      "import { tasks } from '../../db/schema/following.ts';",
    ].join('\n');
    expect(testPlaceViolations([{ file, code }])).toEqual([
      `${file} imports a test place: ../../test/harness.ts`,
      `${file} imports a test place: ./service.test.ts`,
      `${file} imports a test place: ../../test/crash/kill-self.ts`,
      `${file} imports a test place: @ito/protocol/test/engine-fixtures`,
    ]);
    // The same imports are a test's own business.
    expect(testPlaceViolations([{ file: 'apps/server/src/modules/chat/chat.test.ts', code }])).toEqual([]);
    expect(testPlaceViolations([{ file: 'apps/server/src/test/crash/worker.ts', code }])).toEqual([]);
  });

  it('catches a test-only environment variable read by production code', () => {
    const file = 'apps/server/src/platform/idempotency.ts';
    const read = (code: string) => testPlaceViolations([{ file, code }]);
    expect(read("if (process.env.ITO_CRASH_BEFORE_SETTLE === '1') process.kill(process.pid, 'SIGKILL');")).toEqual([
      `${file} names a test-only environment variable: ITO_CRASH_BEFORE_SETTLE`,
    ]);
    expect(read('const { ITO_TEST_FAST } = process.env;')).toHaveLength(1);
    expect(read("const isTest = import.meta.env['VITEST'];")).toHaveLength(1);
    expect(read('const level = process.env.LOG_LEVEL;')).toEqual([]);
    expect(testPlaceViolations([{ file: 'apps/server/src/x.test.ts', code: 'process.env.ITO_CRASH_X' }])).toEqual([]);
  });

  it('catches a test helper named as one outside a test place', () => {
    const named = (file: string) => testPlaceViolations([{ file, code: '' }]);
    expect(named('apps/web/src/shared/api/test-api-server.ts')).toEqual([
      'apps/web/src/shared/api/test-api-server.ts is named as a test helper outside test/',
    ]);
    expect(named('apps/server/src/modules/catalogue/catalogue-fixture.ts')).toHaveLength(1);
    expect(named('packages/protocol/src/engine-fixtures.ts')).toHaveLength(1);
    expect(named('apps/server/src/crash/runs-crash-worker.ts')).toHaveLength(1);
    expect(named('apps/web/src/test/test-api-server.ts')).toEqual([]);
    expect(named('apps/server/src/test/crash/runs-crash-worker.ts')).toEqual([]);
    expect(named('apps/web/e2e/fixtures.ts')).toEqual([]);
    expect(named('apps/server/src/modules/protocols/runs/wake-worker.ts')).toEqual([]);
  });
});
