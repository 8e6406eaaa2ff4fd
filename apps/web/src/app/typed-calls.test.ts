import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * One way to call the API and one way to name a cache entry (decisions 042 and 067). Every call goes through
 * `call(endpoint)` with a contract object or its zod-free ref, so a renamed path, parameter or field is a type error
 * in the web; the untyped client (`api.get<T>('path')`, `send`) is the typed client's own engine. Every query key
 * comes from a factory in a `keys.ts` file, so a write in one place refreshes what another shows under the same key.
 * This test reads every production source file of the web and fails on either.
 */
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The client and the typed client built on it: the only files that may send by path. */
const CLIENT = 'shared/api/client.ts';
const ENGINE = new Set([CLIENT, 'shared/api/call.ts', 'shared/api/call-file.ts']);
/** Files that only test, or only check types. */
const SKIPPED = /\.test\.tsx?$|\.typecheck\.ts$|^test\//;
/** Where query keys are made. */
const KEY_FILES = /(?:^|\/)(?:keys|query-keys)\.ts$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** What one file does wrong: string calls (by importing the untyped client) and inline query keys. */
export function untypedCalls(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      !ENGINE.has(file) &&
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      path.posix.join(path.posix.dirname(file), node.moduleSpecifier.text) === CLIENT
    ) {
      const bindings = node.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((e) => (e.propertyName ?? e.name).text)
          : bindings
            ? ['*']
            : [];
      for (const name of names.filter((n) => n === 'api' || n === 'send' || n === '*')) {
        found.push(`${file}:${lineOf(node)} imports the untyped client (${name}): call an endpoint or its ref`);
      }
    }
    if (
      !KEY_FILES.test(file) &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'queryKey'
    ) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) {
        found.push(`${file}:${lineOf(node)} writes a query key inline: make it in the feature's api/keys.ts`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('typed calls and query-key factories everywhere in the web (decision 067)', () => {
  it('finds no string call and no inline query key in the sources', () => {
    const problems = walk(WEB_SRC)
      .filter((f) => /\.tsx?$/.test(f))
      .map((absolute) => path.relative(WEB_SRC, absolute).split(path.sep).join('/'))
      .filter((file) => !SKIPPED.test(file))
      .flatMap((file) => untypedCalls(file, readFileSync(path.join(WEB_SRC, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches a string call, a namespace import of the client and an inline key', () => {
    const stringCall = untypedCalls(
      'features/catalogue/api/probe.ts',
      "import { api } from '../../../shared/api/client.ts';\nexport const x = () => api.get<T>('programs');",
    );
    expect(stringCall).toHaveLength(1);
    const sendCall = untypedCalls(
      'shared/session/probe.ts',
      "import { send as go } from '../api/client.ts';\nimport * as client from '../api/client.ts';",
    );
    expect(sendCall).toHaveLength(2);
    const inline = untypedCalls(
      'features/programs/pages/probe.tsx',
      "useQuery({ queryKey: ['programs', page] as const, queryFn });\nqc.invalidateQueries({ queryKey: [...k, 1] });",
    );
    expect(inline).toHaveLength(2);
  });

  it('allows the typed client, the client’s other exports and keys made in a keys file', () => {
    const code = [
      "import { setApiBaseUrl, type QueryValue } from '../../../shared/api/client.ts';",
      "import { call } from '../../../shared/api/call.ts';",
      'useQuery({ queryKey: catalogueKeys.program(id), queryFn: () => call(getProgramEndpoint, { params: { id } }) });',
    ].join('\n');
    expect(untypedCalls('features/catalogue/api/probe.ts', code)).toEqual([]);
    expect(untypedCalls('features/catalogue/api/keys.ts', "export const k = { all: ['x'] as const };")).toEqual([]);
    expect(untypedCalls('shared/api/call.ts', "import { send } from './client.ts';")).toEqual([]);
  });
});
