import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Who may call an endpoint is declared once, in its contract's `auth` (decision 069): the route-auth hook enforces it
 * before the body is read, and `endpointRoute` hands the handler the caller typed by it. A module that resolves its
 * caller again by hand (`requireCaller`, `optionalCaller`) says it twice, and the two drift: a handler stricter than
 * its contract is documented wrong; a looser one is a hole the hook alone covers. This test reads every production
 * file of the modules and fails on such a call, apart from the routes listed here with their reasons.
 */
const MODULES = path.join(import.meta.dirname, 'modules');

/** Calls that resolve a caller by hand. */
const BY_HAND = new Set(['requireCaller', 'optionalCaller']);

/** Where a module may resolve its caller itself: `file` (from modules/) and the top-level name holding the call. */
const EXCEPTIONS: { file: string; holder: string; reason: string }[] = [
  {
    file: 'files/routes.ts',
    holder: 'filesRoutes',
    reason: 'the multipart upload is registered by hand (its body is a stream, not a schema)',
  },
  {
    file: 'files/routes.ts',
    holder: 'mediaViewer',
    reason: 'a media file is asked for by a bearer token or, from a <video> element, by the session cookie',
  },
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function holderOf(node: ts.Node): string {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  if (ts.isFunctionDeclaration(current)) return current.name?.text ?? 'default';
  if (ts.isVariableStatement(current)) {
    const [first] = current.declarationList.declarations;
    return first && ts.isIdentifier(first.name) ? first.name.text : '?';
  }
  return '?';
}

/** The hand-made caller checks of one file: `file:line holder: call`. */
export function callersByHand(file: string, code: string): { file: string; holder: string; where: string }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: { file: string; holder: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && BY_HAND.has(node.expression.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ file, holder: holderOf(node), where: `${file}:${line} ${node.getText().slice(0, 80)}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isExcepted = (call: { file: string; holder: string }) =>
  EXCEPTIONS.some((e) => e.file === call.file && e.holder === call.holder);

describe('auth is declared once, in the contract', () => {
  const calls = walk(MODULES)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((absolute) => {
      const file = path.relative(MODULES, absolute).split(path.sep).join('/');
      return callersByHand(file, readFileSync(absolute, 'utf8'));
    });

  it('no module resolves its caller by hand, apart from the listed routes', () => {
    expect(calls.filter((c) => !isExcepted(c)).map((c) => c.where)).toEqual([]);
  });

  it('lists no exception that no longer holds a call', () => {
    expect(EXCEPTIONS.filter((e) => !calls.some((c) => c.file === e.file && c.holder === e.holder))).toEqual([]);
  });

  it('sees a check in a handler and in a helper', () => {
    const code = [
      'export function probeRoutes(app) {',
      '  endpointRoute(app, x, o, async (request) => { const caller = await requireCaller(request); });',
      '}',
      'const owned = async (request) => (await optionalCaller(request))?.user.id;',
    ].join('\n');
    expect(callersByHand('probe/routes.ts', code).map((c) => c.holder)).toEqual(['probeRoutes', 'owned']);
  });
});
