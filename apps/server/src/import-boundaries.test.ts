import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from './test/module-graph.ts';

/**
 * DESIGN section 3's server boundaries (decision 041): `platform/` never imports a module, a package never imports an
 * app, files do not import each other in a circle (lint: eslint.config.js), and modules do not import each other in a
 * circle (this test, on the real tree). The lint half runs the repository's own ESLint configuration on code that
 * breaks each rule, so a rule that is switched off or loses its paths fails here.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MODULES = path.join(ROOT, 'apps/server/src/modules');

describe('import boundaries (lint)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  async function problems(code: string, filePath: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('refuses a platform file that imports a module, production code and tests alike', async () => {
    const code = "import type { TaskDeps } from '../modules/following/task-cards.ts';\nexport type X = TaskDeps;\n";
    for (const file of ['apps/server/src/platform/x.ts', 'apps/server/src/platform/x.test.ts']) {
      const found = await problems(code, file);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^import-x\/no-restricted-paths: .*platform\/ is cross-cutting and never imports a module/,
      );
    }
  });

  it('lets a module import platform/ and another module', async () => {
    const code =
      "import { isUuid } from '../../platform/uuid.ts';\nimport type { TaskDeps } from '../following/task-cards.ts';\n" +
      'export const x = isUuid;\nexport type X = TaskDeps;\n';
    expect(await problems(code, 'apps/server/src/modules/catalogue/x.ts')).toEqual([]);
  });

  it('refuses a package that imports an app, by path or by package name', async () => {
    for (const from of ['../../../apps/server/src/platform/uuid.ts', '@ito/server/platform/uuid']) {
      const found = await problems(
        `import { isUuid } from '${from}';\nexport const x = isUuid;\n`,
        'packages/contracts/src/x.ts',
      );
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^import-x\/no-restricted-paths: .*A package never imports an app/);
    }
  });

  it('refuses a file that closes a circle of imports', async () => {
    // route-auth.ts imports errors.ts; errors.ts importing route-auth.ts back closes the circle.
    const code = "import { requireCreator } from './route-auth.ts';\nexport const x = requireCreator;\n";
    expect(await problems(code, 'apps/server/src/platform/errors.ts')).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});

describe('module cycles', () => {
  it('finds no circle among the server modules', () => {
    const graph = moduleGraph(MODULES);
    // The scan sees the modules and their edges (agent builds on following), so an empty answer means something.
    expect(graph.get('agent')?.has('following')).toBe(true);
    expect(graph.size).toBeGreaterThan(15);
    expect(moduleCycles(graph)).toEqual([]);
  });

  describe('on a made-up tree', () => {
    let dir: string;
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('reports a circle that runs through files which form no file circle, and ignores tests', () => {
      write('a/one.ts', "import { b } from '../b/two.ts';\nexport const a = b;\n");
      write('b/two.ts', 'export const b = 1;\n');
      write('b/three.ts', "import type { X } from '../c/four.ts';\nexport type Y = X;\n");
      write('c/four.ts', "export type X = number;\nexport const c = () => import('../a/five.ts');\n");
      write('a/five.ts', 'export const five = 5;\n');
      write('d/six.ts', "import { a } from '../a/one.ts';\nexport const d = a;\n");
      write('a/seven.test.ts', "import { d } from '../d/six.ts';\nexport const t = d;\n");
      expect(moduleCycles(moduleGraph(dir))).toEqual(['a (a/one.ts) -> b (b/three.ts) -> c (c/four.ts) -> a']);
    });
  });
});
