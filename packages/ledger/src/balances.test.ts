import { describe, expect, it } from 'vitest';
import { balanceOf, balances, creatorBalances } from './balances.ts';
import { money } from './money.ts';
import { payment } from './payment.ts';
import { release } from './release.ts';
import { refusal } from './test/refusal.ts';

describe('balances', () => {
  const first = payment({
    creator: 'c1',
    provider: 'local',
    amount: money(1000, 'EUR'),
    platformFeeBps: 1500,
    providerFee: money(0, 'EUR'),
  });
  const second = payment({
    creator: 'c1',
    provider: 'local',
    amount: money(1500, 'JPY'),
    platformFeeBps: 1000,
    providerFee: money(45, 'JPY'),
  });
  const entries = [first, release([first]), second].flatMap((tx) => tx.entries);

  it('sums each account per currency, sorted, zero included', () => {
    expect(balances(entries)).toEqual([
      { account: 'creator_available:c1', currency: 'EUR', amount: -850 },
      { account: 'creator_pending:c1', currency: 'EUR', amount: 0 },
      { account: 'creator_pending:c1', currency: 'JPY', amount: -1305 },
      { account: 'platform_fees', currency: 'EUR', amount: -150 },
      { account: 'platform_fees', currency: 'JPY', amount: -150 },
      { account: 'provider_clearing:local', currency: 'EUR', amount: 1000 },
      { account: 'provider_clearing:local', currency: 'JPY', amount: 1500 },
      { account: 'provider_fees:local', currency: 'JPY', amount: -45 },
    ]);
    expect(balanceOf(entries, 'platform_fees', 'JPY')).toEqual(money(-150, 'JPY'));
    expect(balanceOf(entries, 'buyer:u1', 'EUR')).toEqual(money(0, 'EUR'));
  });

  it("gives a creator's pending and available as what is owed to them", () => {
    expect(creatorBalances(entries, 'c1', 'EUR')).toEqual({ pending: money(0, 'EUR'), available: money(850, 'EUR') });
    expect(creatorBalances(entries, 'c1', 'JPY')).toEqual({ pending: money(1305, 'JPY'), available: money(0, 'JPY') });
    expect(creatorBalances(entries, 'c2', 'EUR')).toEqual({ pending: money(0, 'EUR'), available: money(0, 'EUR') });
  });

  it('refuses a sum past the exact integers', () => {
    const big = { account: 'platform_fees', amount: Number.MAX_SAFE_INTEGER, currency: 'EUR' } as const;
    expect(refusal(() => balances([big, big]))).toBe('amount_unsafe');
  });
});
