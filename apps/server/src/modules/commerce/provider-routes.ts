import { declined } from './declines.ts';
import type { FastifyInstance } from 'fastify';
import {
  authenticateLocalChargeEndpoint,
  createLocalPaymentMethodEndpoint,
  getLocalChargeEndpoint,
  getPaymentsConfigEndpoint,
  paymentsWebhookEndpoint,
} from '@ito/contracts/commerce/payments';
import { appDeps } from '../../platform/deps.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { CardError, type ProviderCharge } from '../../platform/payments/provider.ts';
import { isLocalProvider } from '../../platform/payments/local.ts';
import { IgnoredEvent } from '../../platform/payments/ignored-event.ts';
import { settleFromProvider } from './checkout.ts';
import { recordAccountState } from './payout-accounts.ts';
import { settleRefundFromProvider } from './refunds.ts';

/**
 * What the browser needs from the provider: its settings, the provider's signed events (Stripe's webhooks), and the
 * built-in provider's own card form and confirmation page, which stand where Stripe.js and Stripe's pages would.
 */
export async function commerceProviderRoutes(app: FastifyInstance): Promise<void> {
  const payments = { tags: ['payments'] };

  endpointRoute(app, getPaymentsConfigEndpoint, payments, async () => ({
    data: {
      provider: app.payments.name,
      publishable_key: app.payments.name === 'stripe' ? (app.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      platform_fee_bps: app.config.PLATFORM_FEE_BPS,
      hold_days: app.config.PAYOUT_HOLD_DAYS,
    },
  }));

  // Stripe signs the exact bytes it sent: this route reads its body as text, in its own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) =>
      done(null, body),
    );
    endpointRoute(scope, paymentsWebhookEndpoint, payments, async (request) => {
      let event;
      try {
        event = app.payments.parseEvent(String(request.body ?? ''), request.headers);
      } catch (err) {
        // Signed, but of a type the app does not act on: answered 200, or Stripe would send it again for days and
        // at last disable the endpoint.
        if (err instanceof IgnoredEvent) return { received: true as const };
        throw invalid('signature', 'commerce.webhook_signature');
      }
      const deps = appDeps(app);
      if (event.type === 'charge.updated') {
        // An event's fee may be missing: the settlement reads the charge as the provider holds it now.
        const charge: ProviderCharge =
          event.charge.status === 'succeeded' ? await app.payments.retrieveCharge(event.charge.ref) : event.charge;
        await settleFromProvider(deps, charge);
      } else if (event.type === 'refund.updated') {
        await settleRefundFromProvider(deps, event.refund);
      } else {
        await recordAccountState(deps.db, app.payments.name, event.account, event.created);
      }
      return { received: true as const };
    });
  });

  const provider = app.payments;
  if (!isLocalProvider(provider)) return;

  endpointRoute(
    app,
    createLocalPaymentMethodEndpoint,
    { ...payments, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply, { caller }) => {
      try {
        const card = await provider.createPaymentMethod(caller.user.id, request.body);
        return reply.code(201).send({ data: { id: card.ref, ...card } });
      } catch (err) {
        if (err instanceof CardError) throw declined(err.code, err.field);
        throw err;
      }
    },
  );

  endpointRoute(app, getLocalChargeEndpoint, payments, async (request, _reply, { caller }) => {
    const charge = await provider.readCharge(request.params.id, caller.user.id);
    if (!charge) throw notFound();
    return { data: localChargeView(request.params.id, charge) };
  });

  endpointRoute(app, authenticateLocalChargeEndpoint, payments, async (request, _reply, { caller }) => {
    const result = await provider.authenticate(request.params.id, caller.user.id, request.body.approve);
    if (result === null) throw notFound();
    if (result === 'not_waiting') throw invalid('approve', 'commerce.authentication_done');
    // The provider's event settles it too; settling here as well means the success page finds it paid.
    await settleFromProvider(appDeps(app), result);
    const charge = await provider.readCharge(request.params.id, caller.user.id);
    return { data: localChargeView(request.params.id, charge!) };
  });
}

function localChargeView(id: string, charge: ProviderCharge & { return_url: string }) {
  const orderId = charge.metadata.order_id ?? '';
  return {
    id,
    amount_minor: charge.amount,
    currency: charge.currency,
    status: charge.status,
    card: charge.card ? { brand: charge.card.brand, last4: charge.card.last4 } : null,
    return_url: charge.status === 'failed' ? `/payment/cancel?order=${orderId}` : charge.return_url,
  };
}
