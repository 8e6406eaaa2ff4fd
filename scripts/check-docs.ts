/**
 * `node scripts/check-docs.ts [root]`: the docs a newcomer reads stay whole (run by `npm run lint`).
 *
 * - every decision in docs/decisions has a `Status:` line right under its `# NNN Title` heading, in one of the forms
 *   `Status: current.`, `Status: amended by NNN (...).` or `Status: superseded by NNN (...).`;
 * - a status names only decisions that exist and came later;
 * - docs/decisions/README.md has one row per decision, with the file's status, and no row for a missing file;
 * - no Markdown file under docs/, nor the README, points at a path outside the repository: a clone has only the
 *   repository, so such a link is dead for everyone but its author;
 * - no source file (apps/, packages/, scripts/, bench/, eval/) names an issue: issues close and their numbers mean
 *   nothing to a reader of the code, so a comment that needs a why cites a decision.
 *
 * `root` defaults to the repository this script is in; passing another folder lets the check be shown failing on a
 * broken copy without touching the real docs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const decisionsDir = path.join(root, 'docs', 'decisions');
const indexFile = path.join(decisionsDir, 'README.md');

const problems: string[] = [];
const problem = (file: string, message: string) => problems.push(`${path.relative(root, file)}: ${message}`);

const HEADING = /^# (\d{3}):? \S/;
const STATUS =
  /^Status: (?:current\.|amended by (\d{3}(?:(?:, | and )\d{3})*) \(.+\)\.|superseded by (\d{3}) \(.+\)\.)$/;
const STATUS_FORMS =
  '`Status: current.`, `Status: amended by NNN (what changed).` or `Status: superseded by NNN (why).`';

type Decision = { number: string; file: string; status: string };

/** The status as the index shows it: the line without its reason (`amended by 023 and 059`). */
function shortStatus(line: string): string {
  return line
    .replace(/^Status: /, '')
    .replace(/ \(.+\)\.$/, '')
    .replace(/\.$/, '');
}

function readDecisions(): Decision[] {
  if (!existsSync(decisionsDir)) {
    problem(decisionsDir, 'the folder is missing');
    return [];
  }
  const decisions: Decision[] = [];
  for (const name of readdirSync(decisionsDir).sort()) {
    if (name === 'README.md' || !name.endsWith('.md')) continue;
    const file = path.join(decisionsDir, name);
    const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1];
    if (!number) {
      problem(file, 'a decision file is named `NNN-short-title.md`');
      continue;
    }
    if (decisions.some((d) => d.number === number)) problem(file, `decision number ${number} is used twice`);
    // Blank lines do not count: Markdown needs one between the heading and the status line.
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const heading = HEADING.exec(lines[0] ?? '');
    if (!heading) problem(file, 'the first line is not a `# NNN Title` heading');
    else if (heading[1] !== number) problem(file, `the heading says ${heading[1]}, the file name ${number}`);
    const statusLine = lines[1] ?? '';
    if (!statusLine.startsWith('Status:')) {
      problem(file, `no Status line right after the heading; add one of ${STATUS_FORMS}`);
      decisions.push({ number, file, status: '' });
      continue;
    }
    if (!STATUS.test(statusLine)) {
      problem(file, `the Status line "${statusLine}" is not one of ${STATUS_FORMS}`);
      decisions.push({ number, file, status: '' });
      continue;
    }
    decisions.push({ number, file, status: statusLine });
  }
  return decisions;
}

function checkStatusReferences(decisions: Decision[]) {
  const numbers = new Set(decisions.map((d) => d.number));
  for (const decision of decisions) {
    const match = STATUS.exec(decision.status);
    const named = (match?.[1] ?? match?.[2] ?? '').match(/\d{3}/g) ?? [];
    for (const later of named) {
      if (!numbers.has(later)) problem(decision.file, `the status names decision ${later}, which does not exist`);
      else if (later <= decision.number)
        problem(decision.file, `the status names decision ${later}, which is not later than ${decision.number}`);
    }
  }
}

/** The index's table: one row per decision, `| NNN | [Title](NNN-title.md) | status |`. */
function checkIndex(decisions: Decision[]) {
  if (!existsSync(indexFile)) {
    problem(indexFile, 'the index of decisions is missing');
    return;
  }
  const rows = new Map<string, { number: string; status: string }>();
  for (const line of readFileSync(indexFile, 'utf8').split('\n')) {
    const cells = line.startsWith('|') ? line.split('|').map((cell) => cell.trim()) : [];
    // A table line splits into ['', no, decision, status, '']; the header and its rule have no link.
    const link = /\]\(([^)\s]+)\)/.exec(cells[2] ?? '');
    if (!link?.[1]) continue;
    const target = link[1];
    if (rows.has(target)) problem(indexFile, `the table lists ${target} twice`);
    rows.set(target, { number: cells[1] ?? '', status: cells[3] ?? '' });
    if (!existsSync(path.join(decisionsDir, target)))
      problem(indexFile, `the table names ${target}, which does not exist`);
  }
  for (const decision of decisions) {
    const name = path.basename(decision.file);
    const row = rows.get(name);
    if (!row) {
      problem(indexFile, `${name} has no row in the table`);
      continue;
    }
    if (row.number !== decision.number) problem(indexFile, `the row of ${name} says No. ${row.number}`);
    const expected = shortStatus(decision.status);
    if (decision.status && row.status !== expected)
      problem(indexFile, `the row of ${name} says "${row.status}", the file says "${expected}"`);
  }
}

function markdownFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) files.push(full);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk(path.join(root, 'docs'));
  if (existsSync(path.join(root, 'README.md'))) files.push(path.join(root, 'README.md'));
  return files;
}

const isInside = (target: string) => {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** `my%20notes.md` names `my notes.md`; a malformed escape is taken as written (and then not found). */
function decodedPath(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

/** What is wrong with a link's target, or null when a clone can follow it. */
function linkProblem(file: string, target: string): string | null {
  if (target.startsWith('#') || target.startsWith('//')) return null;
  if (/^file:/i.test(target)) return `links to ${target}, a file on one machine`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: and the like: public addresses
  if (/^(\/|~|[a-z]:[\\/])/i.test(target)) return `links to ${target}, an absolute path on one machine`;
  const local = decodedPath(target.replace(/[?#].*$/, ''));
  const resolved = path.resolve(path.dirname(file), local);
  if (!isInside(resolved)) return `links to ${target}, outside the repository`;
  if (!existsSync(resolved)) return `links to ${target}, which is not in the repository`;
  return null;
}

// Places where a person's own files live, as opposed to system programs such as /usr/bin/chromium.
const MACHINE_PATH = /(?<![\w.:/-])(?:~\/|\/(?:work|home|Users|root|tmp|mnt|srv)\/)[^\s)`'"<>]*/g;
const PARENT_PATH = /(?<![\w./-])(?:\.\.\/)+[^\s)`'"<>,;]*/g;
// A module specifier in prose (`../modules/x.ts`) is relative to a source file, not to the document.
const MODULE_SPECIFIER = /\.(?:ts|tsx|js|mjs|cjs)$/;

/** A path written as text (or in a code span) rather than as a link is checked too: it is read as a pointer. */
function mentionProblems(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [mention] of text.matchAll(MACHINE_PATH)) found.push(`names ${mention}, a path on one machine`);
  for (const [mention] of text.matchAll(PARENT_PATH)) {
    if (MODULE_SPECIFIER.test(mention)) continue;
    // Prose often means a path from the repository's root rather than from the document's folder: try both.
    const fromFile = path.resolve(path.dirname(file), mention);
    const fromRoot = path.resolve(root, mention);
    if (!isInside(fromFile) || !isInside(fromRoot)) found.push(`names ${mention}, outside the repository`);
  }
  return found;
}

// Link targets: inline links and images, `<...>` targets, reference definitions, HTML href and src.
const LINK_TARGETS = [
  /\]\(\s*<([^>]*)>/g,
  /\]\(\s*([^)<\s]+)/g,
  /^\s*\[[^\]]+\]:\s*<?([^>\s]+)/g,
  /<(file:[^>]+)>/gi,
  /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi,
];

function checkLinks() {
  for (const file of markdownFiles()) {
    let fenced = false;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // Fenced blocks hold commands and diagrams, not pointers to documents.
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) return;
        const messages = new Set<string>();
        let prose = line;
        for (const pattern of LINK_TARGETS) {
          for (const [whole, target] of line.matchAll(pattern)) {
            const message = target === undefined ? null : linkProblem(file, target);
            if (message) messages.add(message);
            prose = prose.replace(whole, ' ');
          }
        }
        for (const message of mentionProblems(file, prose)) messages.add(message);
        for (const message of messages) problem(file, `line ${index + 1} ${message}`);
      });
  }
}

const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench', 'eval'];
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

function checkSourceComments() {
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (ISSUE_NUMBER.test(line)) problem(file, `line ${index + 1} names an issue: cite a decision instead`);
      });
  }
}

const decisions = readDecisions();
checkStatusReferences(decisions);
checkIndex(decisions);
checkLinks();
checkSourceComments();

if (problems.length > 0) {
  console.error(`docs: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const line of problems) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(`docs: ${decisions.length} decisions indexed, all with a status`);
