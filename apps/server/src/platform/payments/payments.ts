import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { createLocalProvider } from './local.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The provider the settings choose: Stripe with `STRIPE_SECRET_KEY`, else the built-in one (DESIGN section 4). Stripe's
 * SDK (about 220 modules) is loaded only when it is the one chosen.
 */
export async function createPaymentProvider(deps: { config: Config; db: Db; clock: Clock }): Promise<PaymentProvider> {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { createStripeProvider } = await import('./stripe.ts');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      publicUrl: config.appUrl,
    });
  }
  return createLocalProvider({ db: deps.db, clock: deps.clock });
}
