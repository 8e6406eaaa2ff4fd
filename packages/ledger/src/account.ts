import { LedgerError } from './ledger-error.ts';

/**
 * Where money sits (decision 076). An account is a name, `kind` or `kind:owner`, so it is a plain string in a database
 * column and a map key; the owner is an opaque id (a user, a creator, a payment provider such as `local` or `stripe`).
 *
 * - `provider_clearing:<provider>`: what a payment provider has collected for the platform and not yet settled. The
 *   one account the platform owns (an asset): its balance is positive.
 * - `provider_fees:<provider>`: the provider's processing fees, owed to it (it keeps them from what it settles).
 * - `platform_fees`: the platform's own revenue.
 * - `creator_pending:<creator>`: a creator's share of sales still inside the hold period (refunds come from here).
 * - `creator_available:<creator>`: a creator's share after the hold, which payouts draw on.
 * - `buyer:<user>`: what the platform holds for a person to spend (credit, referral rewards).
 *
 * All but the clearing account are owed by the platform to someone, so with debits positive their balances are zero
 * or negative (decision 076); `creatorBalances` turns them around.
 */
export type AccountKind =
  'provider_clearing' | 'provider_fees' | 'platform_fees' | 'creator_pending' | 'creator_available' | 'buyer';

export type Account =
  | `provider_clearing:${string}`
  | `provider_fees:${string}`
  | 'platform_fees'
  | `creator_pending:${string}`
  | `creator_available:${string}`
  | `buyer:${string}`;

const OWNED_KINDS: ReadonlySet<string> = new Set([
  'provider_clearing',
  'provider_fees',
  'creator_pending',
  'creator_available',
  'buyer',
]);

function owned(kind: AccountKind, owner: string): string {
  if (typeof owner !== 'string' || owner.trim() === '' || owner !== owner.trim())
    throw new LedgerError('account_invalid', `A ${kind} account needs its owner's id, not "${String(owner)}".`);
  return `${kind}:${owner}`;
}

export const PLATFORM_FEES: Account = 'platform_fees';

export const providerClearingAccount = (provider: string) => owned('provider_clearing', provider) as Account;
export const providerFeesAccount = (provider: string) => owned('provider_fees', provider) as Account;
export const creatorPendingAccount = (creator: string) => owned('creator_pending', creator) as Account;
export const creatorAvailableAccount = (creator: string) => owned('creator_available', creator) as Account;
export const buyerAccount = (user: string) => owned('buyer', user) as Account;

/** The account's kind and owner (null for the platform's fees), or null for a name the ledger does not know. */
export function parseAccount(name: string): { kind: AccountKind; owner: string | null } | null {
  if (name === PLATFORM_FEES) return { kind: 'platform_fees', owner: null };
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const kind = name.slice(0, colon);
  const owner = name.slice(colon + 1);
  if (!OWNED_KINDS.has(kind) || owner.trim() === '' || owner !== owner.trim()) return null;
  return { kind: kind as AccountKind, owner };
}

export function isAccount(name: unknown): name is Account {
  return typeof name === 'string' && parseAccount(name) !== null;
}
