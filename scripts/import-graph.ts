import path from 'node:path';
import ts from 'typescript';

/*
 * Reading a source tree's imports and finding its circles: what the circle checks of the server, the web and the
 * packages (scripts/import-circles.test.ts) share.
 */

/**
 * The relative module specifiers a file imports, re-exports, loads on demand (`import()`) or names in a type
 * (`import('...').T`): type-only imports included, since a type circle still ties files together.
 */
export function specifiersOf(file: string, code: string): string[] {
  return moduleSpecifiersOf(file, code).filter((s) => s.startsWith('.'));
}

/** Every module specifier a file imports, re-exports, loads on demand or names in a type, packages included. */
export function moduleSpecifiersOf(file: string, code: string): string[] {
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
  return found;
}

/** The path a relative specifier names, from the file that writes it (both relative to one root, `/`-separated). */
export function resolveSpecifier(file: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/**
 * The circles of a directed graph: its strongly connected parts with more than one node (Tarjan), each sorted, in
 * the order of their smallest start node.
 */
export function circlesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
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
