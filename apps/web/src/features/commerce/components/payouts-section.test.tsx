import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPayoutAccount } from '@ito/contracts/commerce/payout-accounts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { PayoutsSection } from './payouts-section.tsx';

const api = setUpTestApi(['commerce', 'errors', 'kit', 'common']);

const account = (overrides: Partial<TPayoutAccount> = {}): { data: TPayoutAccount } => ({
  data: {
    status: 'not_set_up',
    provider: 'local',
    missing: [],
    details_submitted: false,
    payouts_enabled: false,
    disabled_reason: null,
    ...overrides,
  },
});

function open(at = '/creator/balances') {
  return renderWithProviders(null, {
    routes: [
      { path: '/creator/balances', element: <PayoutsSection /> },
      { path: '/creator/payouts/onboarding/:id', element: <p>onboarding page</p> },
    ],
    at,
  });
}

afterEach(cleanup);

describe('the payouts section', () => {
  it('says what is missing and continues onboarding at the provider’s link', async () => {
    api.replies.set('/api/creator/payout-account', {
      status: 200,
      body: account({ status: 'details_needed', missing: ['bank_account', 'identity'], details_submitted: true }),
    });
    api.replies.set('/api/creator/payout-account/onboarding', {
      status: 200,
      body: {
        ...account({ status: 'details_needed', missing: ['bank_account'] }),
        url: '/creator/payouts/onboarding/a1',
      },
    });
    const { router } = open();
    const section = await screen.findByRole('region', { name: 'Payouts' });
    expect(await within(section).findByText('Details needed')).toBeTruthy();
    const missing = within(section).getByRole('list', { name: 'Still needed:' });
    expect(missing.textContent).toContain('A bank account for payouts');
    expect(missing.textContent).toContain('Proof of identity');
    fireEvent.click(within(section).getByRole('button', { name: 'Continue setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/payouts/onboarding/a1'));
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/api/creator/payout-account/onboarding')).toBe(
      true,
    );
  });

  it('reads the account from the provider once when the creator comes back, and drops the marker', async () => {
    api.replies.set('/api/creator/payout-account', { status: 200, body: account({ status: 'details_needed' }) });
    api.replies.set('/api/creator/payout-account/refresh', {
      status: 200,
      body: account({ status: 'ready', details_submitted: true, payouts_enabled: true }),
    });
    const { router } = open('/creator/balances?payouts=return');
    const section = await screen.findByRole('region', { name: 'Payouts' });
    expect(await within(section).findByText('Ready')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(api.requests.filter((r) => r.url === '/api/creator/payout-account/refresh')).toHaveLength(1);
  });

  it('says in the creator’s terms when the provider cannot be reached', async () => {
    api.replies.set('/api/creator/payout-account', { status: 200, body: account() });
    api.replies.set('/api/creator/payout-account/onboarding', {
      status: 422,
      body: {
        message: 'The payment service is not answering. Nothing was charged; try again in a moment.',
        code: 'commerce.provider_unavailable',
        params: {},
        errors: { provider: ['The payment service is not answering. Nothing was charged; try again in a moment.'] },
        codes: { provider: [{ code: 'commerce.provider_unavailable', params: {} }] },
      },
    });
    open();
    const section = await screen.findByRole('region', { name: 'Payouts' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Set up payouts' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('The payment service is not answering');
  });

  it('offers a retry when the account cannot be loaded', async () => {
    api.replies.set('/api/creator/payout-account', { status: 500, body: { message: 'Something went wrong' } });
    open();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
