import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesOf, resolveSpecifier, specifiersOf } from './import-graph.ts';

/*
 * Two kinds of circle, one reading of the imports (static, re-export, dynamic `import()` and type-only alike).
 *
 * Files (decision 071): lint's `no-cycle` skips `import type`, since it is erased; but a type circle still ties the
 * files together (neither can move or be read alone) and turns into a runtime circle the day one of its imports
 * carries a value. Types two files share go into a `types.ts` that both import.
 *
 * Web features (decision 040): if `catalogue` uses `following`, `following` may not use `catalogue`, directly or
 * through other features. Lint's file-level `no-cycle` does not see a circle that runs through different files of
 * each feature. What two features both need goes down into `shared/`; a screen that combines features is composed
 * in `app/`, which imports the features' public files.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/protocol/src',
  'packages/ledger/src',
  'packages/planner/src',
];
const FEATURES = 'apps/web/src/features';
const NOT_PRODUCTION = /\.test\.tsx?$|\.typecheck\.ts$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path.join(dir, entry.name));
    return /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

type Source = { file: string; code: string };

/** File -> the files it imports by a relative path that exist. */
export function importGraph(files: Source[], exists: (file: string) => boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, code } of files) {
    const targets = specifiersOf(file, code).map((specifier) => resolveSpecifier(file, specifier));
    graph.set(file, new Set(targets.filter(exists)));
  }
  return graph;
}

/** Feature -> the features it imports, each with one file that shows the import (files relative to the features). */
export function featureGraph(files: Source[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const { file, code } of files) {
    const [from] = file.split('/');
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiersOf(file, code)) {
      const [to] = resolveSpecifier(file, specifier).split('/');
      if (to && to !== from && !to.startsWith('..') && !edges.has(to)) edges.set(to, `${file} -> ${specifier}`);
    }
  }
  return graph;
}

const keysOf = <V>(graph: Map<string, Map<string, V>>) =>
  new Map([...graph].map(([node, edges]) => [node, [...edges.keys()]]));

/** A feature circle as a reader can follow it: each feature's import of the next, with the file that makes it. */
function explain(graph: Map<string, Map<string, string>>, part: string[]): string {
  const members = new Set(part);
  return part
    .flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => members.has(to)).map(([to, via]) => `${from} -> ${to} (${via})`),
    )
    .join('; ');
}

const files: Source[] = SOURCES.flatMap((dir) => walk(path.join(ROOT, dir))).map((absolute) => ({
  file: path.relative(ROOT, absolute).split(path.sep).join('/'),
  code: readFileSync(absolute, 'utf8'),
}));

describe('no import circles between files, type-only imports included', () => {
  it('finds none in the server, the web and the packages', () => {
    expect(files.length).toBeGreaterThan(500);
    const graph = importGraph(files, (file) => existsSync(path.join(ROOT, file)));
    expect(circlesOf(graph).map((part) => part.join(' <-> '))).toEqual([]);
  });

  it('sees a circle made of type-only imports and re-exports', () => {
    const probe = [
      { file: 'm/a.ts', code: "import type { B } from './b.ts';" },
      { file: 'm/b.ts', code: "export type { C } from './c.ts';" },
      { file: 'm/c.ts', code: "import { type A } from './a.ts';" },
      { file: 'm/d.ts', code: "import type { A } from './a.ts';" },
    ];
    const graph = importGraph(probe, (file) => probe.some((f) => f.file === file));
    expect(circlesOf(graph)).toEqual([['m/a.ts', 'm/b.ts', 'm/c.ts']]);
  });
});

describe('no circles between web features', () => {
  const graph = featureGraph(
    files
      .filter(({ file }) => file.startsWith(`${FEATURES}/`) && !NOT_PRODUCTION.test(file))
      .map(({ file, code }) => ({ file: file.slice(FEATURES.length + 1), code })),
  );

  it('reads the features and their imports', () => {
    expect(graph.size).toBeGreaterThan(8);
    expect([...graph.values()].some((edges) => edges.size > 0)).toBe(true);
  });

  it('finds none', () => {
    expect(circlesOf(keysOf(graph)).map((part) => explain(graph, part))).toEqual([]);
  });

  it('sees a circle through a third feature, a dynamic import and a type-only import', () => {
    const probe = featureGraph([
      { file: 'a/pages/x.tsx', code: "import { B } from '../../b/public.ts';" },
      { file: 'b/components/y.tsx', code: "const C = lazy(() => import('../../c/public.ts'));" },
      { file: 'c/lib/z.ts', code: "import type { A } from '../../a/public.ts';" },
      { file: 'd/lib/w.ts', code: "export { B } from '../../b/public.ts';\ntype T = import('../../d/lib/v.ts').V;" },
    ]);
    expect(circlesOf(keysOf(probe))).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(keysOf(featureGraph([{ file: 'a/x.ts', code: "import '../b/y.ts';" }])))).toEqual([]);
  });
});
