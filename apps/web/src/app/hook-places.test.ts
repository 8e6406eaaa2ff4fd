import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Hooks live in one kind of place (decision 074), as in bulletproof-react's `features/<x>/{api,hooks,stores}`:
 * - a hook around a server call (a TanStack Query `useQuery`, `useMutation`, `useInfiniteQuery`...) in an `api/`
 *   folder, beside the call: a feature's (`features/<f>/api/`, or a part's: `features/protocols/items/api/`);
 * - a zustand store and its selector hooks in a `stores/` folder (`features/<f>/stores/`, `shared/stores/`);
 * - every other hook in a `hooks/` folder: `features/<f>/hooks/`, a part's `features/<f>/<part>/hooks/`,
 *   `shared/hooks/` for hooks no feature owns, `app/hooks/` for the app's own.
 * This test reads every web source file and fails on an exported `use…` function anywhere else, on an `api/` hook that
 * calls no TanStack Query hook, on a `stores/` file that makes no zustand store, and on a `hooks/` or `stores/` file
 * that calls the API itself (its query or mutation belongs in `api/`).
 */
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Place = 'api' | 'stores' | 'hooks';

const FEATURE_OR_PART = String.raw`features/[^/]+/(?:[^/]+/)?`;
const PLACES: [RegExp, Place][] = [
  [new RegExp(`^(?:${FEATURE_OR_PART}|shared/)api/[^/]+$`), 'api'],
  [new RegExp(`^(?:${FEATURE_OR_PART}|shared/)stores/[^/]+$`), 'stores'],
  [new RegExp(`^(?:${FEATURE_OR_PART}|shared/|app/)hooks/[^/]+$`), 'hooks'],
];

/** TanStack Query's hooks that make a query or a mutation (`useQueryClient` alone calls nothing). */
const QUERY_HOOKS = /^use(?:Suspense)?(?:Query|Queries|InfiniteQuery)$|^useMutation$/;
const SKIPPED = /\.test\.tsx?$|\.typecheck\.ts$|^test\//;

export interface HookProblem {
  file: string;
  hook: string;
  problem: string;
}

const isHookName = (name: string) => /^use[A-Z]/.test(name);

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node)
    ? (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    : false;
}

/** The exported hooks a file declares (re-exports of another file's hooks are that file's), with their bodies. */
function exportedHooks(source: ts.SourceFile): Map<string, ts.Node> {
  const local = new Map<string, ts.Node>();
  const exported = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      local.set(statement.name.text, statement);
      if (isExported(statement)) exported.set(statement.name.text, statement);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        local.set(declaration.name.text, declaration);
        if (isExported(statement)) exported.set(declaration.name.text, declaration);
      }
    }
  }
  for (const statement of source.statements) {
    // `export { useX }` and `export { x as useX }` of a local declaration; `export { useX } from '...'` is skipped.
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      const declaration = local.get((element.propertyName ?? element.name).text);
      if (declaration) exported.set(element.name.text, declaration);
    }
  }
  return new Map([...exported].filter(([name]) => isHookName(name)));
}

/** The names a file imports from a module whose specifier passes `test`. */
function importsFrom(source: ts.SourceFile, test: (specifier: string) => boolean): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
    }
    names.add('*');
  }
  return names;
}

function callsAny(node: ts.Node, names: ReadonlySet<string>): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && names.has(child.expression.text)) {
      found = true;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

export function placeOf(file: string): Place | null {
  return PLACES.find(([pattern]) => pattern.test(file))?.[1] ?? null;
}

/** What is wrong with where `file` (relative to apps/web/src) keeps its hooks. */
export function hookProblems(file: string, code: string): HookProblem[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const hooks = exportedHooks(source);
  if (hooks.size === 0) return [];
  const place = placeOf(file);
  const problems: HookProblem[] = [];
  const report = (hook: string, problem: string) => problems.push({ file, hook, problem });
  if (place === null) {
    for (const hook of hooks.keys()) report(hook, 'a hook outside hooks/, api/ and stores/');
    return problems;
  }
  if (place === 'api') {
    const queryHooks = new Set(
      [...importsFrom(source, (s) => s === '@tanstack/react-query')].filter((name) => QUERY_HOOKS.test(name)),
    );
    for (const [hook, body] of hooks) {
      if (!callsAny(body, queryHooks)) report(hook, 'an api/ hook that makes no query or mutation: it goes in hooks/');
    }
    return problems;
  }
  if (place === 'stores' && importsFrom(source, (s) => s === 'zustand' || s.startsWith('zustand/')).size === 0) {
    for (const hook of hooks.keys()) report(hook, 'a stores/ file that makes no zustand store: it goes in hooks/');
  }
  const callsApi = importsFrom(
    source,
    (s) => s.startsWith('.') && path.posix.join(path.posix.dirname(file), s) === 'shared/api/call.ts',
  ).has('call');
  if (callsApi) {
    for (const hook of hooks.keys()) report(hook, `a ${place}/ file that calls the API: the query goes in api/`);
  }
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

function scanTree() {
  const problems: HookProblem[] = [];
  const hooksByPlace = new Map<Place, string[]>();
  for (const absolute of walk(WEB_SRC).filter((f) => /\.tsx?$/.test(f))) {
    const file = path.relative(WEB_SRC, absolute).split(path.sep).join('/');
    if (SKIPPED.test(file)) continue;
    const code = readFileSync(absolute, 'utf8');
    problems.push(...hookProblems(file, code));
    const place = placeOf(file);
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    if (place) hooksByPlace.set(place, [...(hooksByPlace.get(place) ?? []), ...exportedHooks(source).keys()]);
  }
  return { problems, hooksByPlace };
}

describe('hooks live in hooks/, api/ or stores/ (decision 074)', () => {
  const { problems, hooksByPlace } = scanTree();

  it('reads the hooks of every kind of place', () => {
    expect(hooksByPlace.get('api')).toContain('useCreateProgram');
    expect(hooksByPlace.get('stores')).toContain('useSessionStore');
    expect(hooksByPlace.get('hooks')).toContain('usePageTitle');
    expect(hooksByPlace.get('hooks')).toContain('useBuilderData');
    expect([...hooksByPlace.values()].flat().length).toBeGreaterThan(100);
  });

  it('finds no hook out of its place', () => {
    expect(problems.map((p) => `${p.file} ${p.hook}: ${p.problem}`)).toEqual([]);
  });

  it('catches a hook in lib/, in a component file, in shared/forms and as `export const`', () => {
    const hook = 'export function useThing() { return useState(0); }';
    expect(hookProblems('features/programs/lib/use-thing.ts', hook).map((p) => p.hook)).toEqual(['useThing']);
    expect(
      hookProblems('features/programs/components/thing.tsx', `export function Thing() { return null; }\n${hook}`),
    ).toHaveLength(1);
    expect(hookProblems('shared/forms/use-thing.ts', hook)).toHaveLength(1);
    expect(hookProblems('app/use-thing.ts', 'export const useThing = () => useState(0);')).toHaveLength(1);
    expect(
      hookProblems('features/x/lib/y.ts', 'function useLocal() {}\nexport { useLocal as useThing };'),
    ).toHaveLength(1);
  });

  it('allows hooks/ of a feature, of a part, of shared/ and of app/, and re-exports anywhere', () => {
    const hook = 'export function useThing() { return useState(0); }';
    for (const file of [
      'features/programs/hooks/use-thing.ts',
      'features/protocols/builder/hooks/use-thing.ts',
      'shared/hooks/use-thing.ts',
      'app/hooks/use-thing.ts',
    ]) {
      expect(hookProblems(file, hook), file).toEqual([]);
    }
    expect(
      hookProblems('features/profile/public.ts', "export { useSaveLocale } from './api/use-save-locale.ts';"),
    ).toEqual([]);
  });

  it('holds api/ hooks to TanStack Query and stores/ to zustand', () => {
    const mutation = [
      "import { useMutation } from '@tanstack/react-query';",
      'export function useSave() { return useMutation({ mutationFn: save }); }',
    ].join('\n');
    expect(hookProblems('features/programs/api/programs-api.ts', mutation)).toEqual([]);
    const noQuery = [
      "import { useQueryClient } from '@tanstack/react-query';",
      'export function useFlash() { const client = useQueryClient(); return useState(client); }',
    ].join('\n');
    expect(hookProblems('features/protocols/items/api/flash.ts', noQuery).map((p) => p.hook)).toEqual(['useFlash']);
    const store = "import { create } from 'zustand';\nexport const useThingStore = create(() => ({}));";
    expect(hookProblems('shared/stores/thing-store.ts', store)).toEqual([]);
    expect(hookProblems('shared/stores/thing.ts', 'export function useThing() { return 1; }')).toHaveLength(1);
  });

  it('sends a server call made in hooks/ back to api/', () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      "import { call } from '../../../shared/api/call.ts';",
      'export function useRooms() { return useQuery({ queryKey: [], queryFn: () => call(listRoomsEndpoint) }); }',
    ].join('\n');
    expect(hookProblems('features/chat/hooks/use-rooms.ts', code).map((p) => p.problem)).toEqual([
      'a hooks/ file that calls the API: the query goes in api/',
    ]);
    expect(hookProblems('features/chat/api/use-rooms.ts', code)).toEqual([]);
  });
});
