import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { hashPassword } from '../../platform/crypto.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { users } from '../schema/auth.ts';
import { subprojects, tenantMembers, tenants } from '../schema/tenancy.ts';
import { seedProtocols } from './demo-protocols.ts';
import { seedMarketplace } from './marketplace.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';

export const DEMO_ACCOUNTS = [
  { email: 'follower@demo.test', full_name: 'Fatima Follower', roles: ['user'], referral_code: 'demofollow' },
  { email: 'expert@demo.test', full_name: 'Elias Expert', roles: ['user', 'expert'], referral_code: 'demoexpert' },
] as const;

export const DEMO_SUBPROJECTS = [
  {
    domain: 'localhost',
    name: 'Intent to Outcomes',
    logo: '/img/logo.svg',
    is_main: true,
    placeholders: { search: 'What do you want to achieve?' },
  },
  {
    domain: '127.0.0.1',
    name: 'Northwind Coaching',
    logo: '/img/northwind.svg',
    is_main: false,
    placeholders: { search: 'Find a Northwind program' },
  },
];

/**
 * Demo content, written once: every insert skips rows that already exist, so running it again changes nothing. With
 * `storage`, the marketplace's programs get generated covers kept there like uploads (decision 052); without it
 * (most tests) they have none.
 */
export async function seed(
  db: Db,
  options: { storage?: FileStorage } = {},
): Promise<{ accounts: { email: string; password: string; roles: readonly string[] }[] }> {
  await db.insert(subprojects).values(DEMO_SUBPROJECTS).onConflictDoNothing({ target: subprojects.domain });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({ ...account, roles: [...account.roles], password_hash: passwordHash, email_verified_at: sql`now()` })
      .onConflictDoNothing({ target: users.email });
  }
  const [expert] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'expert@demo.test')).limit(1);
  const [follower] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'follower@demo.test'))
    .limit(1);
  if (expert && follower) {
    await db
      .insert(tenants)
      .values({ owner_id: expert.id, name: 'Elias Coaching Studio', cmt: 'elias-studio' })
      .onConflictDoNothing({ target: tenants.cmt });
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cmt, 'elias-studio')).limit(1);
    await db
      .insert(tenantMembers)
      .values([
        { tenant_id: tenant!.id, user_id: expert.id, role: 'owner' },
        { tenant_id: tenant!.id, user_id: follower.id, role: 'follower' },
      ])
      .onConflictDoNothing();
  }
  // Creators reuse the demo hash: one argon2id run, however many creators the marketplace has.
  await seedMarketplace(db, passwordHash, options.storage);
  await seedProtocols(db, new Date());
  return { accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, roles: a.roles })) };
}
