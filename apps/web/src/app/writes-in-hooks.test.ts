import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Writes on the web are TanStack Query mutations in a feature's `api/` folder (decision 042): a hook whose
 * `onSuccess` updates the feature's cache keys, whose `isPending` the screen shows on its submit control. A lint
 * selector cannot tell a GET contract from a POST one by its name, so this test reads the contracts' methods and
 * then every web source file, and fails on a write (`call()` of a non-GET endpoint, `api.post/put/patch/del`) that
 * is not inside a `use…` hook of an `api/` file, or in an exported non-hook function there (a component could
 * import that and call it in a handler). The exceptions are listed below, each with its reason.
 */
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACTS_SRC = path.resolve(WEB_SRC, '../../../packages/contracts/src');

/** Where a write may stay outside a mutation hook: `file` (from apps/web/src) and the top-level name holding it. */
const EXCEPTIONS: { file: string; holder: string; reason: string }[] = [
  // The first download of `/` (DESIGN section 12, 140 KB; decisions 031 and 067): calls by ref, no hook.
  { file: 'features/agent/api/agent-api.ts', holder: '*', reason: 'first download: the landing page’s intent box' },
  // The header's language switch is in the first download: its mutation (useSaveLocale) imports this call lazily.
  { file: 'features/profile/api/save-locale.ts', holder: 'saveLocale', reason: 'lazy body of useSaveLocale' },
  // Multipart upload: returns a file id for a form to send later; nothing cached changes.
  { file: 'shared/api/upload-file.ts', holder: 'uploadFile', reason: 'multipart upload, no cache to update' },
  // Reads the scan cannot resolve: `itemEndpoints(kind).list` and `.get` are the GETs of one item kind.
  { file: 'features/protocols/builder/api/builder-api.ts', holder: 'itemsQuery', reason: 'a GET chosen per item kind' },
  { file: 'features/protocols/items/api/items-api.ts', holder: 'itemsQuery', reason: 'a GET chosen per item kind' },
  { file: 'features/protocols/items/api/items-api.ts', holder: 'itemQuery', reason: 'a GET chosen per item kind' },
];

/** The client itself, and files that only declare types or test the client. */
const SKIPPED = /^shared\/api\/(?:call|client|idempotent)\.ts$|\.test\.tsx?$|\.typecheck\.ts$|^test\//;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every contract's export name and HTTP method, read from `defineEndpoint({ method: ... })`. */
export function contractMethods(): Map<string, string> {
  const methods = new Map<string, string>();
  for (const file of walk(CONTRACTS_SRC).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = defineEndpoint\(\{\s*method: '(\w+)'/g)) {
      methods.set(match[1]!, match[2]!);
    }
  }
  return methods;
}

export interface WriteCall {
  file: string;
  line: number;
  /** The top-level declaration holding the call (`useCreateProgram`, `Component`). */
  holder: string;
  text: string;
}

function topLevelOf(node: ts.Node): ts.Node {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

function nameOf(statement: ts.Node): string {
  if (ts.isFunctionDeclaration(statement)) return statement.name?.text ?? 'default';
  if (ts.isVariableStatement(statement)) {
    const [first] = statement.declarationList.declarations;
    return first && ts.isIdentifier(first.name) ? first.name.text : '?';
  }
  if (ts.isClassDeclaration(statement)) return statement.name?.text ?? 'default';
  return '?';
}

function isExported(statement: ts.Node): boolean {
  return ts.canHaveModifiers(statement)
    ? (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    : false;
}

/** Whether `call(x, ...)` writes: x is a non-GET contract, or an expression this scan cannot resolve. */
function isWriteCall(node: ts.CallExpression, methods: Map<string, string>): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'call') {
    const [endpoint] = node.arguments;
    if (!endpoint) return false;
    if (ts.isIdentifier(endpoint)) {
      const method = methods.get(endpoint.text);
      // An identifier that is no contract export (a parameter, a local) is counted: unknown is not safe.
      return method !== 'GET';
    }
    return true;
  }
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'api' &&
    ['post', 'put', 'patch', 'del'].includes(callee.name.text)
  );
}

/** The writes of one file that break the rule (before exceptions). */
export function misplacedWrites(file: string, code: string, methods: Map<string, string>): WriteCall[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // A feature's api/ folder, or that of one of its parts (features/protocols/items/api/).
  const isApiFile = /^features\/[^/]+\/(?:[^/]+\/)?api\//.test(file);
  const found: WriteCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isWriteCall(node, methods)) {
      const statement = topLevelOf(node);
      const holder = nameOf(statement);
      const isHook = /^use[A-Z]/.test(holder);
      if (!isApiFile || (!isHook && isExported(statement))) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file, line, holder, text: node.getText().split('\n')[0]!.slice(0, 80) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isExcepted(write: WriteCall): boolean {
  return EXCEPTIONS.some((e) => e.file === write.file && (e.holder === '*' || e.holder === write.holder));
}

function scanTree() {
  const methods = contractMethods();
  const writes: WriteCall[] = [];
  for (const absolute of walk(WEB_SRC).filter((f) => /\.tsx?$/.test(f))) {
    const file = path.relative(WEB_SRC, absolute).split(path.sep).join('/');
    if (SKIPPED.test(file)) continue;
    writes.push(...misplacedWrites(file, readFileSync(absolute, 'utf8'), methods));
  }
  return { methods, writes };
}

describe('web writes are mutation hooks in a feature’s api/ folder (decision 042)', () => {
  const { methods, writes } = scanTree();

  it('reads the contracts’ methods', () => {
    expect(methods.size).toBeGreaterThan(100);
    expect(methods.get('createProgramEndpoint')).toBe('POST');
    expect(methods.get('listCreatorProgramsEndpoint')).toBe('GET');
  });

  it('finds no write outside a hook, except the listed ones', () => {
    const unexpected = writes.filter((w) => !isExcepted(w)).map((w) => `${w.file}:${w.line} ${w.holder}: ${w.text}`);
    expect(unexpected).toEqual([]);
  });

  it('lists no exception that no longer holds a write', () => {
    const stale = EXCEPTIONS.filter(
      (e) => !writes.some((w) => w.file === e.file && (e.holder === '*' || e.holder === w.holder)),
    );
    expect(stale).toEqual([]);
  });

  it('catches a component’s write, an exported plain write function and a string write', () => {
    const component = misplacedWrites(
      'features/programs/pages/probe-page.tsx',
      'export function Component() { const go = () => call(createProgramEndpoint, { body }); return null; }',
      methods,
    );
    expect(component.map((w) => w.holder)).toEqual(['Component']);
    const plain = misplacedWrites(
      'features/programs/api/probe-api.ts',
      'export function createProgram(body) { return call(createProgramEndpoint, { body }); }',
      methods,
    );
    expect(plain.map((w) => w.holder)).toEqual(['createProgram']);
    const stringWrite = misplacedWrites(
      'features/catalogue/components/probe.tsx',
      "const x = () => api.del('bookmarks/1');",
      methods,
    );
    expect(stringWrite).toHaveLength(1);
  });

  it('allows a hook, a private helper of the hooks and a read anywhere', () => {
    const code = [
      'export function useCreateProgram() { return useMutation({ mutationFn: (body) => call(createProgramEndpoint, { body }) }); }',
      'const send = (id) => call(deleteProgramEndpoint, { params: { id } });',
      'export function programsQuery() { return call(listCreatorProgramsEndpoint); }',
    ].join('\n');
    expect(misplacedWrites('features/programs/api/probe-api.ts', code, methods)).toEqual([]);
    const read = misplacedWrites(
      'features/programs/pages/probe-page.tsx',
      'export function Component() { void call(listCreatorProgramsEndpoint); return null; }',
      methods,
    );
    expect(read).toEqual([]);
  });
});
