import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isMessageCode } from './message-codes.ts';

/**
 * Every message a contract schema or a server thrower states is a catalogue code (decision 045): an English sentence
 * would reach an Arabic reader as a generic "This value is not valid." This reads the sources rather than the schemas
 * because zod keeps a custom message inside a closure, where no walk of the schema can see it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

/** zod's checks whose last string argument is the message (`.min(3, 'programs.title_min')`, `z.uuid('...')`). */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'nonnegative',
  'positive',
  'gte',
  'lte',
  'gt',
  'lt',
  'email',
  'uuid',
  'url',
]);
/** The server's throwers (`platform/errors.ts`) whose string arguments are messages. */
const THROWERS = new Set(['invalid', 'invalidFields', 'forbidden', 'tooManyRequests', 'AppError']);

type Found = { where: string; text: string };

function literal(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** The messages of a thrower's `fields` (`{ fields: { graph: ['...'] } }`, `invalidFields({ email: ['...'] })`). */
function fieldMessages(node: ts.Node, inFields: boolean, out: ts.Node[]): void {
  if (
    inFields &&
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
  ) {
    out.push(node);
    return;
  }
  if (ts.isPropertyAssignment(node) && node.name.getText() === 'fields') {
    fieldMessages(node.initializer, true, out);
    return;
  }
  if (ts.isPropertyAssignment(node)) {
    fieldMessages(node.initializer, inFields, out);
    return;
  }
  if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node))
    ts.forEachChild(node, (c) => fieldMessages(c, inFields, out));
}

/** Contracts: zod messages. The server: what its throwers are given (zod there parses configuration, not input). */
function messagesIn(file: string, checkThrowers: boolean): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const note = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ where: `${path.relative(ROOT, file)}:${line + 1}`, text });
  };
  const visit = (node: ts.Node) => {
    if (!checkThrowers && ts.isPropertyAssignment(node) && ['message', 'error'].includes(node.name.getText(source))) {
      const text = literal(node.initializer);
      if (text !== null) note(node, text);
      else if (ts.isTemplateExpression(node.initializer)) note(node, node.initializer.getText(source));
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      const args = node.arguments ?? [];
      const zodCheck = !checkThrowers && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(callee);
      if (zodCheck || (checkThrowers && THROWERS.has(name))) {
        // `invalid('email', ...)` and `new AppError('validation', ...)` name a field or a kind first.
        const candidates: ts.Node[] = name === 'invalid' || name === 'AppError' ? args.slice(1, 2) : [...args];
        if (checkThrowers) for (const arg of args) fieldMessages(arg, name === 'invalidFields', candidates);
        for (const arg of candidates) {
          const text = literal(arg);
          if (text !== null) note(arg, text);
          else if (ts.isTemplateExpression(arg)) note(arg, arg.getText(source));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages by code', () => {
  it('every contract schema message is a catalogue code', () => {
    const stated = sources(path.join(ROOT, 'packages/contracts/src')).flatMap((f) => messagesIn(f, false));
    expect(stated.length).toBeGreaterThan(50);
    expect(stated.filter((m) => !isMessageCode(m.text))).toEqual([]);
  });

  it('every message the server throws is a catalogue code', () => {
    const thrown = sources(path.join(ROOT, 'apps/server/src')).flatMap((f) => messagesIn(f, true));
    expect(thrown.length).toBeGreaterThan(50);
    expect(thrown.filter((m) => !isMessageCode(m.text))).toEqual([]);
  });
});
