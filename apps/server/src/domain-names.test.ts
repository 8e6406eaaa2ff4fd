import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One noun per domain (decision 070): a domain has one name, and each tier that has a part of it uses that name for
 * its folder or file: `packages/contracts/src/<d>`, `apps/server/src/modules/<d>`, `apps/web/src/features/<d>` and
 * `apps/server/src/db/schema/<d>.ts`. The names are the domain table of docs/ARCHITECTURE.md, which this test reads:
 * it fails when a row names two things (`following` in the web, `tasks` on the server), when a tier holds a folder
 * the table does not list, or when the table lists one that is gone. A new domain is a new row.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The tiers, in the table's column order after the domain: where each keeps its parts, and what each part is. */
const TIERS = [
  { column: 'Contracts', dir: 'packages/contracts/src', kind: 'dir' },
  { column: 'Server module', dir: 'apps/server/src/modules', kind: 'dir' },
  { column: 'Web feature', dir: 'apps/web/src/features', kind: 'dir' },
  { column: 'Tables', dir: 'apps/server/src/db/schema', kind: 'ts' },
] as const;

/** What a tier holds that is no domain: shared building blocks, each with its reason. */
const NOT_DOMAINS: Record<string, string[]> = {
  // The endpoint helpers and constants every domain's contracts use.
  'packages/contracts/src': ['common', 'constants.ts'],
  'apps/server/src/modules': [],
  'apps/web/src/features': [],
  // Column helpers, the schema object Drizzle is given, and the platform's own tables (keys, throttles, mail, and the
  // built-in payment provider's records, which stand for what Stripe keeps on its side).
  'apps/server/src/db/schema': ['columns', 'schema', 'idempotency', 'throttle', 'mail', 'local-payments'],
};

export type DomainRow = { domain: string; cells: string[] };

/** The rows of the first Markdown table under `## Domains`: the domain, then one cell per tier. */
export function readDomainTable(markdown: string): { header: string[]; rows: DomainRow[] } {
  const section = markdown.split(/^## Domains\s*$/m)[1] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  if (start < 0) return { header: [], rows: [] };
  const table: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    table.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  const [header = [], , ...body] = table;
  return {
    header,
    rows: body.map(([domain = '', ...cells]) => ({ domain: domain.replace(/`/g, ''), cells })),
  };
}

/** A cell's name (`following` from "`following`"), or null for a tier the domain has no part in ("—"). */
export function cellName(cell: string): string | null {
  if (cell === '—' || cell === '-' || cell === '') return null;
  return cell.replace(/`/g, '').replace(/\.ts$/, '').replace(/\/$/, '');
}

/** What a table says wrong about names: a row whose cells name something else than its domain. */
export function namingProblems(rows: DomainRow[]): string[] {
  return rows.flatMap(({ domain, cells }) =>
    cells
      .map((cell, i) => ({ name: cellName(cell), tier: TIERS[i]?.column ?? `column ${i + 2}` }))
      .filter(({ name }) => name !== null && name !== domain)
      .map(({ name, tier }) => `${domain}: the ${tier} tier calls it ${name}`),
  );
}

function partsOf(tier: (typeof TIERS)[number]): string[] {
  return readdirSync(path.join(ROOT, tier.dir), { withFileTypes: true })
    .filter((entry) => (tier.kind === 'dir' ? entry.isDirectory() : entry.name.endsWith('.ts')))
    .map((entry) => (tier.kind === 'dir' ? entry.name : entry.name.replace(/\.ts$/, '')))
    .filter((name) => !(NOT_DOMAINS[tier.dir] ?? []).includes(name) && !name.endsWith('.test'));
}

describe('one name per domain across the tiers', () => {
  const { header, rows } = readDomainTable(readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));

  it('reads the domain table of the architecture page', () => {
    expect(header).toEqual(['Domain', ...TIERS.map((t) => t.column)]);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('calls each domain by its name in every tier', () => {
    expect(namingProblems(rows)).toEqual([]);
  });

  it('lists every part of every tier, and nothing that is gone', () => {
    const problems: string[] = [];
    TIERS.forEach((tier, i) => {
      const listed = new Set(rows.flatMap((row) => cellName(row.cells[i] ?? '') ?? []));
      const present = new Set(partsOf(tier));
      for (const name of present) if (!listed.has(name)) problems.push(`${tier.dir}/${name} is in no row`);
      for (const name of listed) if (!present.has(name)) problems.push(`${tier.dir}/${name} is listed but missing`);
    });
    expect(problems).toEqual([]);
  });

  it('sees a domain called by two names', () => {
    const markdown = [
      '## Domains',
      '',
      '| Domain | Contracts | Server module | Web feature | Tables |',
      '| --- | --- | --- | --- | --- |',
      '| `following` | `following` | `tasks` | `following` | — |',
      '| `chat` | `chat` | `chat` | `chat` | `chat.ts` |',
    ].join('\n');
    expect(namingProblems(readDomainTable(markdown).rows)).toEqual([
      'following: the Server module tier calls it tasks',
    ]);
  });
});
