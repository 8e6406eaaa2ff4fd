import { useEffect, useRef, type RefObject } from 'react';
import { Loader } from '@mantine/core';
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

/**
 * Stripe's Payment Element in place of the built-in card form: Stripe.js is loaded the first time it is shown, so
 * nobody else downloads it. Cannot run offline; it is kept to the calls the modal needs.
 */
export function StripeElement({ publishableKey, amountMinor, currency, locale, handle }: StripeElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const loading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isCancelled = false;
    let unmount: (() => void) | undefined;
    void import('@stripe/stripe-js').then(async ({ loadStripe }) => {
      const stripe: Stripe | null = await loadStripe(publishableKey, { locale: locale === 'ar' ? 'ar' : 'en' });
      if (!stripe || isCancelled || !container.current) return;
      const elements: StripeElements = stripe.elements({
        mode: 'payment',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual',
      });
      const element = elements.create('payment');
      element.mount(container.current);
      if (loading.current) loading.current.hidden = true;
      unmount = () => element.destroy();
      handle.current = {
        createPaymentMethod: async () => {
          const submitted = await elements.submit();
          if (submitted.error) throw new Error(submitted.error.message);
          const created = await stripe.createPaymentMethod({ elements });
          if (created.error) throw new Error(created.error.message);
          return created.paymentMethod.id;
        },
        handleNextAction: async (clientSecret) => {
          const result = await stripe.handleNextAction({ clientSecret });
          if (result.error) throw new Error(result.error.message);
        },
      };
    });
    return () => {
      isCancelled = true;
      unmount?.();
      handle.current = null;
    };
  }, [publishableKey, amountMinor, currency, locale, handle]);
  return (
    <>
      <div ref={loading}>
        <Loader size="sm" />
      </div>
      <div ref={container} />
    </>
  );
}
