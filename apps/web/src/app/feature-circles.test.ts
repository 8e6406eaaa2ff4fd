import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Features form no circle (decision 040): if `catalogue` uses `following`, `following` may not use
 * `catalogue`, directly or through other features. A circle means neither can change, load or be moved alone, and
 * lint's file-level `no-cycle` does not see one that runs through different files of each feature. This test reads
 * every production import of every feature (static, re-export, dynamic `import()` and type-only alike) and fails on
 * any circle between features. What two features both need goes down into `shared/`; a screen that combines
 * features belongs to the feature that shows it, which imports the others' public files.
 */
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = path.join(WEB_SRC, 'features');
const SKIPPED = /\.test\.tsx?$|\.typecheck\.ts$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** The relative module specifiers a file imports, re-exports or loads on demand. */
export function specifiersOf(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => s.startsWith('.'));
}

/** Feature -> the features it imports, each with one file that shows the import. */
export type FeatureGraph = Map<string, Map<string, string>>;

export function featureGraph(files: { file: string; code: string }[]): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const { file, code } of files) {
    const [from] = file.split('/');
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiersOf(file, code)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const [to] = target.split('/');
      if (to && to !== from && !to.startsWith('..') && !edges.has(to)) edges.set(to, `${file} -> ${specifier}`);
    }
  }
  return graph;
}

/** The circles of the graph: its strongly connected parts with more than one feature (Tarjan). */
export function circles(graph: FeatureGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A circle as a reader can follow it: each feature's import of the next, with the file that makes it. */
function explain(graph: FeatureGraph, part: string[]): string {
  const members = new Set(part);
  return part
    .flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => members.has(to)).map(([to, via]) => `${from} -> ${to} (${via})`),
    )
    .join('; ');
}

describe('no circles between web features', () => {
  const files = walk(FEATURES)
    .filter((f) => /\.tsx?$/.test(f) && !SKIPPED.test(f))
    .map((absolute) => ({
      file: path.relative(FEATURES, absolute).split(path.sep).join('/'),
      code: readFileSync(absolute, 'utf8'),
    }));
  const graph = featureGraph(files);

  it('reads the features and their imports', () => {
    expect(graph.size).toBeGreaterThan(8);
    expect([...graph.values()].some((edges) => edges.size > 0)).toBe(true);
  });

  it('finds none', () => {
    expect(circles(graph).map((part) => explain(graph, part))).toEqual([]);
  });

  it('sees a circle through a third feature, a dynamic import and a type-only import', () => {
    const probe = featureGraph([
      { file: 'a/pages/x.tsx', code: "import { B } from '../../b/public.ts';" },
      { file: 'b/components/y.tsx', code: "const C = lazy(() => import('../../c/public.ts'));" },
      { file: 'c/lib/z.ts', code: "import type { A } from '../../a/public.ts';" },
      { file: 'd/lib/w.ts', code: "export { B } from '../../b/public.ts';\ntype T = import('../../d/lib/v.ts').V;" },
    ]);
    expect(circles(probe)).toEqual([['a', 'b', 'c']]);
    expect(circles(featureGraph([{ file: 'a/x.ts', code: "import '../b/y.ts';" }]))).toEqual([]);
  });
});
