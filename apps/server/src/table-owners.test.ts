import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One owner per table (decision 070): the tables in `db/schema/<d>.ts` belong to the module `<d>` (or to the module
 * named in OWNED_ELSEWHERE), which writes them and exports the reads others need. Reading another module's table in
 * a join is allowed; writing it (insert, update, delete) is not, apart from the writes listed in CROSS_WRITES, each
 * with its reason. The list can only shrink: the test fails on a cross-module write it does not list, and on an
 * entry that no longer happens.
 */
const SRC = import.meta.dirname;
const SCHEMA = path.join(SRC, 'db/schema');
const MODULES = path.join(SRC, 'modules');

/** Tables that live in another domain's schema file so that foreign keys import no circle of schema files. */
const OWNED_ELSEWHERE: Record<string, string> = {
  // Tasks and protocol runs reference follows, and following.ts imports protocols.ts: follows sits in programs.ts.
  follows: 'following',
  bookmarks: 'catalogue',
};

/** Writes across modules that stand, as `module -> table (operation) file`, with the reason. */
const CROSS_WRITES: Record<string, string> = {
  // Account erasure (decision 032) removes one person's rows in every domain in one transaction, so that a crash
  // leaves all or nothing; each domain's part is a delete by user id.
  'auth -> agentConversations (delete) auth/erase-account.ts': 'erasure',
  'auth -> contactMessages (delete) auth/erase-account.ts': 'erasure',
  'auth -> files (delete) auth/erase-account.ts': 'erasure',
  'auth -> tasks (delete) auth/erase-account.ts': 'erasure',
  'auth -> idempotencyKeys (delete) auth/erase-account.ts': 'erasure',
  'auth -> outbox (delete) auth/erase-account.ts': 'erasure',
  'auth -> notificationPreferences (delete) auth/erase-account.ts': 'erasure',
  'auth -> notifications (delete) auth/erase-account.ts': 'erasure',
  'auth -> notificationSettings (delete) auth/erase-account.ts': 'erasure',
  'auth -> bookmarks (delete) auth/erase-account.ts': 'erasure',
  'auth -> follows (delete) auth/erase-account.ts': 'erasure',
  'auth -> programs (delete) auth/erase-account.ts': 'erasure',
  'auth -> creatorFollowups (delete) auth/erase-account.ts': 'erasure',
  'auth -> protocolInvitations (delete) auth/erase-account.ts': 'erasure',
  'auth -> protocolRuns (delete) auth/erase-account.ts': 'erasure',
  'auth -> protocolTeam (delete) auth/erase-account.ts': 'erasure',
  'auth -> tenantMembers (delete) auth/erase-account.ts': 'erasure',
  'auth -> throttleEvents (delete) auth/erase-account.ts': 'erasure',
  // The profile edits the person's own columns of `users` (name, bio, avatar, time zone); auth owns the row.
  'profile -> users (update) profile/service.ts': 'profile columns',
  'profile -> users (update) profile/time-zone.ts': 'profile columns',
  // Renaming a stored image moves the avatar that names it, in the same transaction.
  'files -> users (update) files/rename-stored.ts': 'stored names',
  // Written by a module the owner imports, so the owner cannot lend a function without a circle: a plan adaptation
  // answers in the agent's conversation (agent imports following); a protocol step's effect is a follower's task
  // (following starts a program's protocol runs). They move when the shared rows get a module below both, as the
  // message view did (agent-messages).
  'following -> agentConversations (update) following/adapt-service.ts': 'below its owner',
  'following -> agentMessages (insert) following/adapt-service.ts': 'below its owner',
  'protocols -> tasks (insert) protocols/runs/ai-module-runner.ts': 'below its owner',
  'protocols -> tasks (insert) protocols/runs/apply-effects.ts': 'below its owner',
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Table variable -> owning module: the schema file's domain, unless listed as owned elsewhere. */
export function tableOwners(schemaFiles: { domain: string; code: string }[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { domain, code } of schemaFiles) {
    for (const match of code.matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(match[1]!, OWNED_ELSEWHERE[match[1]!] ?? domain);
    }
  }
  return owners;
}

/** `module -> table (operation) file` for every write of a table another module owns. */
export function crossWrites(owners: Map<string, string>, moduleFiles: { file: string; code: string }[]): string[] {
  const found = new Set<string>();
  for (const { file, code } of moduleFiles) {
    const module = file.split('/')[0]!;
    for (const match of code.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
      const owner = owners.get(match[2]!);
      if (owner && owner !== module) found.add(`${module} -> ${match[2]} (${match[1]}) ${file}`);
    }
  }
  return [...found].sort();
}

describe('one owner per table', () => {
  const owners = tableOwners(
    readdirSync(SCHEMA)
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => ({ domain: name.slice(0, -3), code: readFileSync(path.join(SCHEMA, name), 'utf8') })),
  );
  const moduleFiles = walk(MODULES)
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$/.test(file))
    .map((file) => ({
      file: path.relative(MODULES, file).split(path.sep).join('/'),
      code: readFileSync(file, 'utf8'),
    }));

  it('knows the tables', () => {
    expect(owners.size).toBeGreaterThan(40);
    expect(owners.get('tasks')).toBe('following');
    expect(owners.get('follows')).toBe('following');
  });

  it('finds no write across modules but the listed ones, and no listed one that is gone', () => {
    const found = crossWrites(owners, moduleFiles);
    expect(found.filter((write) => !(write in CROSS_WRITES))).toEqual([]);
    expect(Object.keys(CROSS_WRITES).filter((write) => !found.includes(write))).toEqual([]);
  });

  it('sees a write of another module’s table', () => {
    const probeOwners = tableOwners([{ domain: 'chat', code: "export const chatRooms = pgTable('chat_rooms', {});" }]);
    const probe = [{ file: 'files/x.ts', code: 'await tx.update(chatRooms).set({ name });' }];
    expect(crossWrites(probeOwners, probe)).toEqual(['files -> chatRooms (update) files/x.ts']);
    expect(crossWrites(probeOwners, [{ file: 'chat/x.ts', code: 'db.delete(chatRooms)' }])).toEqual([]);
  });
});
