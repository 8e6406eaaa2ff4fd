import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import type { TOrder } from '@ito/contracts/commerce/orders';
import type { Purchase } from './payment-modal.tsx';

/** Dialogs are not in a first visit's download (decision 031): the modal and its texts load when first opened. */
const PaymentModal = lazy(() => import('./payment-modal.tsx').then((m) => ({ default: m.PaymentModal })));

/** The query parameter that reopens the modal when a guest comes back from signing in. */
const BUY_PARAM = 'buy';

interface BuyButtonProps extends Omit<ButtonProps, 'children'> {
  purchase: Purchase;
  /** The button's text, in the caller's words ("Buy", "Donate"). */
  children: ReactNode;
  /** Checks (a donation form's amount) before the modal opens; false keeps it closed. */
  canOpen?: () => boolean;
  /** Called instead of going to `/payment/success` when the payment is accepted at once (the modal closes). */
  onPaid?: (order: TOrder) => void;
}

/**
 * Every buy button: opens the payment modal for the purchase. A guest is sent to sign in and comes back here with
 * the modal open.
 */
export function BuyButton({ purchase, children, canOpen, onPaid, ...props }: BuyButtonProps) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  // Back from signing in: open the modal once, and forget the parameter.
  const isBackFromSignIn = isSignedIn && params.get(BUY_PARAM) === '1';
  useEffect(() => {
    if (!isBackFromSignIn) return;
    setOpen(true);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(BUY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isBackFromSignIn, setParams]);

  if (!isSignedIn) {
    const back = new URLSearchParams(location.search);
    back.set(BUY_PARAM, '1');
    return (
      <Button
        {...props}
        component={Link}
        to="/login"
        onClick={() => useSessionStore.getState().setRedirect(`${location.pathname}?${back.toString()}`)}
      >
        {children}
      </Button>
    );
  }
  return (
    <>
      <Button {...props} onClick={() => (canOpen && !canOpen() ? undefined : setOpen(true))}>
        {children}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <PaymentModal opened={isOpen} onClose={() => setOpen(false)} purchase={purchase} onPaid={onPaid} />
        </Suspense>
      ) : null}
    </>
  );
}
