import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A screen that combines features is composed in `app/screens/` (decisions 040 and 074): the screen imports each
 * feature's page or public file and hands one feature's parts to the other's page (the landing page gets the agent's
 * intent box as a prop). A feature's page therefore imports no other feature's page, and puts none of another
 * feature's components on itself: lint lets a page import another feature's `public.ts`, and this test reads the
 * names it takes from there. Data (queries, helpers) and types may still come from another feature's public file; a
 * feature's own component may still use another's small public component (the agent's dialog shows auth's register
 * form). No public file lends a page, and every screen in `app/screens/` combines at least two features (else the
 * route points at the feature's page).
 */
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = /^features\/([^/]+)\/(?:[^/]+\/)?pages\/[^/]+\.tsx?$/;
const PUBLIC = /^features\/[^/]+\/public\.ts$/;
const SCREEN = /^app\/screens\/[^/]+\.tsx$/;
/** A component's name: PascalCase (constants are UPPER_CASE, functions and queries camelCase). */
const COMPONENT = /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;

interface Import {
  target: string;
  kind: 'import' | 'export' | 'import()';
  /** The value names taken (type-only ones left out); `*` for a namespace or a whole module. */
  names: string[];
}

/** The relative imports of a file, resolved from apps/web/src. */
function importsOf(file: string, code: string): Import[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const resolve = (specifier: string) => path.posix.join(path.posix.dirname(file), specifier);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.push(clause.name.text);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text));
        }
      }
      if (!clause) names.push('*');
      found.push({ target: node.moduleSpecifier.text, kind: 'import', names });
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        node.isTypeOnly || (clause && !ts.isNamedExports(clause))
          ? []
          : clause
            ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
            : ['*'];
      found.push({ target: node.moduleSpecifier.text, kind: 'export', names });
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ target: node.arguments[0].text, kind: 'import()', names: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.target.startsWith('.')).map((i) => ({ ...i, target: resolve(i.target) }));
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** What makes `file` (relative to apps/web/src) a screen of several features outside app/, or a screen that is not one. */
export function screenProblems(file: string, code: string): string[] {
  const problems: string[] = [];
  const page = PAGE.exec(file);
  if (page) {
    const own = page[1];
    for (const { target, kind, names } of importsOf(file, code)) {
      const other = featureOf(target);
      if (!other || other === own) continue;
      if (/\/pages\//.test(target)) problems.push(`${file}: ${kind} of another feature's page ${target}`);
      else if (kind !== 'import') problems.push(`${file}: ${kind} of ${target}: compose the screen in app/screens/`);
      else {
        const components = names.filter((name) => name === '*' || COMPONENT.test(name));
        if (components.length > 0) {
          problems.push(`${file}: puts ${components.join(', ')} of ${other} on its page: compose it in app/screens/`);
        }
      }
    }
  }
  if (PUBLIC.test(file)) {
    for (const { target } of importsOf(file, code).filter((i) => /\/pages\//.test(i.target))) {
      problems.push(`${file}: lends the page ${target}: a screen imports the page itself`);
    }
  }
  if (SCREEN.test(file)) {
    const features = new Set(importsOf(file, code).flatMap(({ target }) => featureOf(target) ?? []));
    if (features.size < 2) {
      problems.push(`${file}: a screen of ${[...features].join('') || 'no feature'} alone: route to the page itself`);
    }
  }
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const sources = walk(WEB_SRC)
  .map((absolute) => path.relative(WEB_SRC, absolute).split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, code: readFileSync(path.join(WEB_SRC, file), 'utf8') }));

describe('screens that combine features are composed in app/screens/ (decisions 040 and 074)', () => {
  it('reads the pages, the public files and the screens', () => {
    expect(sources.filter(({ file }) => PAGE.test(file)).length).toBeGreaterThan(50);
    expect(sources.filter(({ file }) => PUBLIC.test(file)).length).toBeGreaterThan(3);
    expect(sources.filter(({ file }) => SCREEN.test(file)).map(({ file }) => file)).toContain(
      'app/screens/landing-screen.tsx',
    );
  });

  it('finds no feature page that shows another feature’s page or components', () => {
    expect(sources.flatMap(({ file, code }) => screenProblems(file, code))).toEqual([]);
  });

  it('catches a page that imports another feature’s page, loads it, re-exports it or shows its component', () => {
    const page = 'features/following/pages/probe-page.tsx';
    expect(screenProblems(page, "import { Component } from '../../catalogue/pages/programs-page.tsx';")).toHaveLength(
      1,
    );
    expect(screenProblems(page, "const load = () => import('../../agent/pages/agent-page.tsx');")).toHaveLength(1);
    expect(screenProblems(page, "export { IntentBox } from '../../agent/public.ts';")).toHaveLength(1);
    expect(screenProblems(page, "import { IntentBox, describeFailure } from '../../agent/public.ts';")).toEqual([
      `${page}: puts IntentBox of agent on its page: compose it in app/screens/`,
    ]);
    expect(screenProblems(page, "import * as agent from '../../agent/public.ts';")).toHaveLength(1);
    // A part's page (protocols/builder/pages) is its feature's page too.
    expect(
      screenProblems(
        'features/protocols/builder/pages/probe-page.tsx',
        "import { TaskBar } from '../../../following/public.ts';",
      ),
    ).toHaveLength(1);
  });

  it('lets a page take another feature’s data and types, and its own feature’s components', () => {
    const code = [
      "import { categoriesQuery, categoryOptions } from '../../catalogue/public.ts';",
      "import { type AgentFailure, describeFailure } from '../../agent/public.ts';",
      "import type { TaskBar } from '../../following/public.ts';",
      "import { ProtocolList } from '../components/protocol-list.tsx';",
      "import { BuilderFrame } from '../items/components/builder-frame.tsx';",
    ].join('\n');
    expect(screenProblems('features/protocols/pages/probe-page.tsx', code)).toEqual([]);
  });

  it('catches a public file that lends a page, and a screen of one feature', () => {
    expect(
      screenProblems('features/agent/public.ts', "export { Component as AgentPage } from './pages/agent-page.tsx';"),
    ).toHaveLength(1);
    expect(
      screenProblems(
        'app/screens/probe-screen.tsx',
        "import { HomePage } from '../../features/public/pages/home-page.tsx';",
      ),
    ).toHaveLength(1);
    expect(
      screenProblems(
        'app/screens/probe-screen.tsx',
        [
          "import { HomeSearchResults } from '../../features/catalogue/public.ts';",
          "import { HomePage } from '../../features/public/pages/home-page.tsx';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
