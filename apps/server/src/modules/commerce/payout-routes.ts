import type { FastifyInstance } from 'fastify';
import {
  getLocalAccountEndpoint,
  getPayoutAccountEndpoint,
  refreshPayoutAccountEndpoint,
  startPayoutOnboardingEndpoint,
  submitLocalOnboardingEndpoint,
} from '@ito/contracts/commerce/payout-accounts';
import { appDeps } from '../../platform/deps.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { isLocalProvider, OnboardingRefused, type LocalAccountView } from '../../platform/payments/local.ts';
import {
  payoutStatus,
  readPayoutAccount,
  recordAccountState,
  refreshPayoutAccount,
  requirementGroups,
  startPayoutOnboarding,
} from './payout-accounts.ts';

/**
 * A creator's payout account (decision 078): its state, starting or resuming the provider's onboarding, and reading it
 * again on return; and the built-in provider's onboarding page, which stands where Stripe's hosted onboarding would.
 */
export async function commercePayoutRoutes(app: FastifyInstance): Promise<void> {
  const payouts = { tags: ['payouts'] };
  // A retried start replays its first answer (decision 029); the account is made once whatever happens.
  const starting = { ...payouts, config: { idempotent: true, rateLimit: { max: 20, timeWindow: '1 minute' } } };

  endpointRoute(app, getPayoutAccountEndpoint, payouts, async (_request, _reply, { caller, deps }) => ({
    data: await readPayoutAccount(deps, caller.user.id),
  }));

  endpointRoute(app, startPayoutOnboardingEndpoint, starting, async (_request, _reply, { caller, deps }) => {
    const { account, url } = await startPayoutOnboarding(deps, caller.user.id);
    return { data: account, url };
  });

  endpointRoute(app, refreshPayoutAccountEndpoint, payouts, async (_request, _reply, { caller, deps }) => ({
    data: await refreshPayoutAccount(deps, caller.user.id),
  }));

  const provider = app.payments;
  if (!isLocalProvider(provider)) return;

  endpointRoute(app, getLocalAccountEndpoint, payouts, async (request, _reply, { caller }) => {
    const account = await provider.readAccount(request.params.id, caller.user.id);
    if (!account) throw notFound();
    return { data: localAccountView(request.params.id, account) };
  });

  endpointRoute(
    app,
    submitLocalOnboardingEndpoint,
    { ...payouts, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, _reply, { caller }) => {
      let account;
      try {
        account = await provider.submitOnboarding(request.params.id, caller.user.id, request.body);
      } catch (err) {
        if (!(err instanceof OnboardingRefused)) throw err;
        throw invalid(
          err.field,
          err.field === 'routing_number' ? 'commerce.payout_routing_test' : 'commerce.payout_account_test',
        );
      }
      if (!account) throw notFound();
      // The provider's event records it too; recording here as well means the return page finds it at once.
      await recordAccountState(appDeps(app).db, 'local', account, app.clock.now());
      return { data: localAccountView(request.params.id, account) };
    },
  );
}

function localAccountView(id: string, account: LocalAccountView) {
  return {
    id,
    status: payoutStatus({ ...account, account_ref: account.ref }),
    missing: requirementGroups(account.requirements_due),
    details_submitted: account.details_submitted,
    legal_name: account.legal_name,
    bank_last4: account.bank_last4,
    return_url: account.return_url,
    refresh_url: account.refresh_url,
    link_expired: account.link_expired,
  };
}
