import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../schema/identity.ts';
import { subprojects, tenantMembers, tenants } from '../schema/tenancy.ts';
import { createTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { seed } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const n = async (table: typeof users | typeof subprojects | typeof tenants | typeof tenantMembers) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    subprojects: await n(subprojects),
    tenants: await n(tenants),
    members: await n(tenantMembers),
  };
}

describe('seed', () => {
  it('writes demo content once; a second run changes nothing', async () => {
    const first = await seed(database.db);
    expect(first.accounts.map((a) => a.email)).toEqual(['follower@demo.test', 'expert@demo.test']);
    const after1 = await counts();
    expect(after1).toEqual({ users: 2, subprojects: 2, tenants: 1, members: 2 });
    await seed(database.db);
    expect(await counts()).toEqual(after1);
  });
});
