import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No circle of imports between files, type-only imports included (decision 071). Lint's `no-cycle` skips `import
 * type`, since it is erased; but a type circle still ties the files together (neither can move or be read alone) and
 * turns into a runtime circle the day one of its imports carries a value. Types two files share go into a `types.ts`
 * that both import. This test reads every relative import of the server, the web and the packages and fails on any
 * circle, naming its files.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/protocol/src',
  'packages/planner/src',
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path.join(dir, entry.name));
    return /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/** File -> the files it imports or re-exports by a relative path, types included. */
export function importGraph(files: { file: string; code: string }[], exists: (file: string) => boolean) {
  const graph = new Map<string, Set<string>>();
  for (const { file, code } of files) {
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const edges = new Set<string>();
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      if (!specifier?.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (exists(target)) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles: strongly connected sets of more than one file (Tarjan). */
export function fileCircles(graph: Map<string, Set<string>>): string[][] {
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
    for (const to of graph.get(node) ?? []) {
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

describe('no import circles between files, type-only imports included', () => {
  it('finds none in the server, the web and the packages', () => {
    const files = SOURCES.flatMap((dir) => walk(path.join(ROOT, dir))).map((absolute) => ({
      file: path.relative(ROOT, absolute).split(path.sep).join('/'),
      code: readFileSync(absolute, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(500);
    const graph = importGraph(files, (file) => existsSync(path.join(ROOT, file)));
    expect(fileCircles(graph).map((part) => part.join(' <-> '))).toEqual([]);
  });

  it('sees a circle made of type-only imports and re-exports', () => {
    const files = [
      { file: 'm/a.ts', code: "import type { B } from './b.ts';" },
      { file: 'm/b.ts', code: "export type { C } from './c.ts';" },
      { file: 'm/c.ts', code: "import { type A } from './a.ts';" },
      { file: 'm/d.ts', code: "import type { A } from './a.ts';" },
    ];
    const graph = importGraph(files, (file) => files.some((f) => f.file === file));
    expect(fileCircles(graph)).toEqual([['m/a.ts', 'm/b.ts', 'm/c.ts']]);
  });
});
