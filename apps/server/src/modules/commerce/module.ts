import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/app-module.ts';
import { appDeps } from '../../platform/deps.ts';
import { isLocalProvider } from '../../platform/payments/local.ts';
import { commerceAccountRoutes } from './account-routes.ts';
import { settleFromProvider, settleUnsettled } from './checkout.ts';
import { recordAccountState } from './payout-accounts.ts';
import { commercePayoutRoutes } from './payout-routes.ts';
import { commerceProviderRoutes } from './provider-routes.ts';
import { settleRefundFromProvider, sendPendingRefunds } from './refunds.ts';
import { releaseHeldShares } from './release.ts';
import { commerceRoutes } from './routes.ts';

/** The built-in provider's events settle like Stripe's webhooks; a lost one is found by the sweep. */
function wireProviderEvents(app: FastifyInstance): void {
  const provider = app.payments;
  if (!isLocalProvider(provider)) return;
  provider.onEvent((event) => {
    const deps = appDeps(app);
    app.background.run('settle a payment event', async () => {
      if (event.type === 'charge.updated') await settleFromProvider(deps, event.charge);
      else if (event.type === 'refund.updated') await settleRefundFromProvider(deps, event.refund);
      else await recordAccountState(deps.db, provider.name, event.account, event.created);
    });
  });
}

/** Every minute: attempts left in flight, refunds not yet sent, and shares whose hold has ended. */
function startCommerceSweeps(app: FastifyInstance): void {
  const deps = appDeps(app);
  app.jobs.repeat('commerce: settle payments left in flight', 60_000, () => settleUnsettled(deps));
  app.jobs.repeat('commerce: send refunds not yet sent', 60_000, () => sendPendingRefunds(deps));
  app.jobs.repeat('commerce: release shares after the hold', 60_000, () => releaseHeldShares(deps));
}

/**
 * The commerce module's manifest (decision 071): orders, checkout, refunds, the ledger's writes, saved cards, payout
 * accounts.
 */
export const commerceModule: AppModule = {
  name: 'commerce',
  routes: [commerceRoutes, commerceAccountRoutes, commerceProviderRoutes, commercePayoutRoutes],
  wire: wireProviderEvents,
  start: startCommerceSweeps,
};
