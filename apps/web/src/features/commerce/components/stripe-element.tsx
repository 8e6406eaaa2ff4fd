import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeElements } from '@stripe/stripe-js';

/** What the payment modal asks of Stripe once the Payment Element is mounted. */
export interface StripeHandle {
  /** The Payment Element's card as a payment method id (what /pay takes); throws with Stripe's message. */
  createPaymentMethod: () => Promise<string>;
  /** 3-D Secure and other steps the bank asks for; throws with Stripe's message when they fail. */
  handleNextAction: (clientSecret: string) => Promise<void>;
}

interface StripeElementProps {
  publishableKey: string;
  amountMinor: number;
  currency: string;
  locale: string;
  handle: RefObject<StripeHandle | null>;
}

/** Stripe.js, downloaded from js.stripe.com the first time it is asked for (once per page: `loadStripe` keeps it). */
async function loadStripeJs(publishableKey: string, locale: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey, { locale: locale === 'ar' ? 'ar' : 'en' });
  if (!stripe) throw new Error('Stripe.js is not available here.');
  return stripe;
}

async function nextAction(stripe: Stripe, clientSecret: string): Promise<void> {
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) throw new Error(result.error.message);
}

/**
 * The bank's step of a charge made with a saved card: no Payment Element is mounted then, so Stripe.js is loaded
 * for the step alone. Throws with Stripe's message when it fails.
 */
export async function handleStripeNextAction(publishableKey: string, locale: string, clientSecret: string) {
  await nextAction(await loadStripeJs(publishableKey, locale), clientSecret);
}

/**
 * Stripe's Payment Element in place of the built-in card form: Stripe.js is loaded the first time it is shown, so
 * nobody else downloads it. Proven in a browser against a stand-in Stripe.js and Stripe (stripe-element.spec.ts).
 */
export function StripeElement({ publishableKey, amountMinor, currency, locale, handle }: StripeElementProps) {
  const { t } = useTranslation('commerce');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let isCancelled = false;
    let unmount: (() => void) | undefined;
    setState('loading');
    loadStripeJs(publishableKey, locale).then(
      (stripe) => {
        if (isCancelled || !container.current) return;
        const elements: StripeElements = stripe.elements({
          mode: 'payment',
          amount: amountMinor,
          currency: currency.toLowerCase(),
          paymentMethodCreation: 'manual',
        });
        const element = elements.create('payment');
        element.mount(container.current);
        setState('ready');
        unmount = () => element.destroy();
        handle.current = {
          createPaymentMethod: async () => {
            const submitted = await elements.submit();
            if (submitted.error) throw new Error(submitted.error.message);
            const created = await stripe.createPaymentMethod({ elements });
            if (created.error) throw new Error(created.error.message);
            return created.paymentMethod.id;
          },
          handleNextAction: (clientSecret) => nextAction(stripe, clientSecret),
        };
      },
      // Blocked, offline or refused: said in place of a spinner that would never end.
      () => !isCancelled && setState('failed'),
    );
    return () => {
      isCancelled = true;
      unmount?.();
      handle.current = null;
    };
  }, [publishableKey, amountMinor, currency, locale, handle]);
  return (
    <>
      {state === 'loading' ? <Loader size="sm" aria-label={t('pay.stripeLoading')} /> : null}
      {state === 'failed' ? (
        <Alert color="danger" variant="light" role="alert">
          {t('pay.stripeUnavailable')}
        </Alert>
      ) : null}
      <div ref={container} />
    </>
  );
}
