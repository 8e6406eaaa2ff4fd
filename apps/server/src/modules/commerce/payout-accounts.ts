import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { TPayoutAccountStatus, TPayoutRequirement } from '@ito/contracts/commerce/fields';
import type { TPayoutAccount } from '@ito/contracts/commerce/payout-accounts';
import { users } from '../../db/schema/auth.ts';
import { payoutAccounts } from '../../db/schema/commerce.ts';
import type { Db } from '../../platform/db.ts';
import type { Uses } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { ProviderUnavailable, type ProviderAccount } from '../../platform/payments/provider.ts';

/**
 * Creators' payout accounts (decision 078): one connected Express account per creator and provider, made once (its
 * idempotency key is our row's id), onboarded at the provider, its state copied from the provider's events. Transfers
 * to it come with payouts, later; this only gets the account ready.
 */

type PayoutRow = typeof payoutAccounts.$inferSelect;
type AccountState = Pick<
  PayoutRow,
  'account_ref' | 'details_submitted' | 'payouts_enabled' | 'transfers_active' | 'requirements_due' | 'disabled_reason'
>;

/** Where the provider sends the creator back: the studio's balances, which then reads the account once. */
export const PAYOUT_RETURN_URL = '/creator/balances?payouts=return';
/** Where an expired or used link leads: the balances page asks for a new link and goes on. */
export const PAYOUT_REFRESH_URL = '/creator/balances?payouts=refresh';

/** The status the studio shows, from the provider's flags and what it still asks for. */
export function payoutStatus(state: AccountState): TPayoutAccountStatus {
  if (!state.account_ref) return 'not_set_up';
  if (state.disabled_reason?.startsWith('rejected.')) return 'rejected';
  if (!state.details_submitted || state.requirements_due.length > 0) return 'details_needed';
  if (state.payouts_enabled && state.transfers_active) return 'ready';
  return 'under_review';
}

/** The provider's field paths (`individual.dob.day`) as the few things a person can understand and act on. */
export function requirementGroups(paths: readonly string[]): TPayoutRequirement[] {
  const groupOf = (path: string): TPayoutRequirement => {
    if (path === 'external_account' || path.startsWith('external_account.')) return 'bank_account';
    if (path.includes('.verification.')) return 'identity';
    if (path.startsWith('tos_acceptance.')) return 'terms';
    if (path.startsWith('individual.') || path.startsWith('representative.')) return 'personal_details';
    if (path.startsWith('business_profile.') || path === 'business_type' || path.startsWith('company.'))
      return 'business';
    return 'other';
  };
  const order: TPayoutRequirement[] = ['bank_account', 'identity', 'personal_details', 'terms', 'business', 'other'];
  const found = new Set(paths.map(groupOf));
  return order.filter((group) => found.has(group));
}

export function payoutAccountView(row: AccountState | undefined, provider: TPayoutAccount['provider']): TPayoutAccount {
  const state: AccountState = row ?? {
    account_ref: null,
    details_submitted: false,
    payouts_enabled: false,
    transfers_active: false,
    requirements_due: [],
    disabled_reason: null,
  };
  return {
    status: payoutStatus(state),
    provider,
    missing: state.account_ref ? requirementGroups(state.requirements_due) : [],
    details_submitted: state.details_submitted,
    payouts_enabled: state.payouts_enabled,
    disabled_reason: state.account_ref ? state.disabled_reason : null,
  };
}

async function rowOf(db: Db, userId: string, provider: PayoutRow['provider']): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.user_id, userId), eq(payoutAccounts.provider, provider)));
  return row;
}

/** The caller's payout account at the provider in use, as last reported. */
export async function readPayoutAccount(deps: Uses<'db' | 'payments'>, userId: string): Promise<TPayoutAccount> {
  return payoutAccountView(await rowOf(deps.db, userId, deps.payments.name), deps.payments.name);
}

const stateOf = (account: ProviderAccount) => ({
  details_submitted: account.details_submitted,
  charges_enabled: account.charges_enabled,
  payouts_enabled: account.payouts_enabled,
  transfers_active: account.transfers_active,
  requirements_due: account.requirements_due,
  disabled_reason: account.disabled_reason,
});

/**
 * Copies the provider's state of an account seen at `at`, unless a newer one is already kept (events arrive in any
 * order). Answers the row, or undefined when the account is none of ours or the state was older.
 */
export async function recordAccountState(
  db: Db,
  provider: PayoutRow['provider'],
  account: ProviderAccount,
  at: Date,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ ...stateOf(account), state_at: at })
    .where(
      and(
        eq(payoutAccounts.provider, provider),
        eq(payoutAccounts.account_ref, account.ref),
        or(isNull(payoutAccounts.state_at), lte(payoutAccounts.state_at, at)),
      ),
    )
    .returning();
  return row;
}

/**
 * Now, in whole seconds as Stripe stamps its events: an event of the same second as our own read wins the tie (the
 * events are the source of truth), and one of an earlier second does not undo what we read.
 */
const readAt = (deps: Uses<'clock'>) => new Date(Math.floor(deps.clock.now().getTime() / 1000) * 1000);

function unavailable(err: unknown): never {
  if (err instanceof ProviderUnavailable)
    throw new AppError('validation', 'commerce.provider_unavailable', {
      fields: { provider: ['commerce.provider_unavailable'] },
    });
  throw err;
}

/**
 * Starts or resumes the caller's onboarding: the row first (one per creator and provider, so a second click or a
 * retry finds it), then the provider's account with the row's id as its key (a retry after a crash finds the same
 * account), then a fresh link to its onboarding.
 */
export async function startPayoutOnboarding(
  deps: Uses<'db' | 'clock' | 'payments'>,
  userId: string,
): Promise<{ account: TPayoutAccount; url: string }> {
  const { db, payments } = deps;
  await db.insert(payoutAccounts).values({ user_id: userId, provider: payments.name }).onConflictDoNothing();
  let row = (await rowOf(db, userId, payments.name))!;
  try {
    if (!row.account_ref) {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const account = await payments.createConnectedAccount({
        user: { id: userId, email: user?.email ?? '' },
        idempotency_key: `payout-account-${row.id}`,
        metadata: { payout_account_id: row.id },
      });
      // Two concurrent starts made the same account (same key): whichever writes first, the ref is the same.
      const [updated] = await db
        .update(payoutAccounts)
        .set({ account_ref: account.ref, ...stateOf(account), state_at: readAt(deps) })
        .where(and(eq(payoutAccounts.id, row.id), isNull(payoutAccounts.account_ref)))
        .returning();
      row = updated ?? (await rowOf(db, userId, payments.name))!;
    }
    const link = await payments.createOnboardingLink({
      account_ref: row.account_ref!,
      return_url: PAYOUT_RETURN_URL,
      refresh_url: PAYOUT_REFRESH_URL,
    });
    return { account: payoutAccountView(row, payments.name), url: link.url };
  } catch (err) {
    return unavailable(err);
  }
}

/** Reads the caller's account from the provider now and keeps what it says (the return page's convenience). */
export async function refreshPayoutAccount(
  deps: Uses<'db' | 'clock' | 'payments'>,
  userId: string,
): Promise<TPayoutAccount> {
  const { db, payments } = deps;
  const row = await rowOf(db, userId, payments.name);
  if (!row?.account_ref) return payoutAccountView(row, payments.name);
  try {
    const account = await payments.retrieveAccount(row.account_ref);
    const updated = await recordAccountState(db, payments.name, account, readAt(deps));
    return payoutAccountView(updated ?? (await rowOf(db, userId, payments.name)), payments.name);
  } catch (err) {
    return unavailable(err);
  }
}
