import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { PaymentModal } from './payment-modal.tsx';

/**
 * The modal with Stripe configured, where Stripe.js itself is replaced: what the modal does when it cannot load, and
 * when a saved card's payment needs the bank. The Payment Element's own path runs in a browser against a stand-in
 * Stripe.js (apps/web/e2e/stripe-element.spec.ts, decision 079).
 */
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

const api = setUpTestApi(['commerce', 'errors', 'kit', 'common']);

const order = {
  id: 'ord_1',
  item_type: 'program',
  item_id: 'prg_1',
  item_title: 'Sleep better',
  item_path: '/program/prg_1',
  seller: { id: 'u2', name: 'Dr Sara', username: 'sara' },
  buyer: { id: 'u1', name: 'Mona', username: null },
  type: 'payment',
  status: 'pending',
  currency: 'USD',
  subtotal_minor: 4900,
  discount_minor: 0,
  amount_minor: 4900,
  refunded_minor: 0,
  discount_code: null,
  message: null,
  payment: null,
  receipt_number: null,
  created_at: '2026-03-01T10:00:00.000Z',
  paid_at: null,
  refunds: [],
} satisfies TOrder;

const savedCard = { id: 'b1c2d3e4-0000-4000-8000-000000000001', brand: 'visa', last4: '3155', exp_month: 12 };

function serve(methods: unknown[]) {
  api.replies.set('/api/orders', { status: 201, body: { data: order } });
  api.replies.set('/api/payments/config', {
    status: 200,
    body: { data: { provider: 'stripe', publishable_key: 'pk_test_1', platform_fee_bps: 1000, hold_days: 7 } },
  });
  api.replies.set('/api/payment-methods', { status: 200, body: { data: methods } });
}

function open() {
  return renderWithProviders(null, {
    routes: [
      {
        path: '/program/prg_1',
        element: (
          <PaymentModal
            opened
            onClose={() => undefined}
            purchase={{ item_type: 'program', item_id: 'prg_1', title: 'Sleep better' }}
          />
        ),
      },
      { path: '/payment/success', element: <p>success page</p> },
    ],
    at: '/program/prg_1',
  });
}

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes' });
  useSessionStore.getState().setUser({ id: 'u1', full_name: 'Mona' } as TCurrentUser);
  stripeJs.loadStripe.mockReset();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
});

describe('the payment modal on Stripe', () => {
  it('says the card form could not be loaded when Stripe.js does not come, instead of waiting for ever', async () => {
    serve([]);
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    open();
    expect(await screen.findByText(/The card form could not be loaded/)).toBeTruthy();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_1', { locale: 'en' });
  });

  it('takes a saved card through the bank’s step with Stripe.js, although no Payment Element is mounted', async () => {
    serve([{ ...savedCard, exp_year: 2034, is_default: true }]);
    const handleNextAction = vi.fn().mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    stripeJs.loadStripe.mockResolvedValue({ handleNextAction });
    api.replies.set('/api/orders/ord_1/pay', {
      status: 200,
      body: { data: order, next_action: { kind: 'stripe', client_secret: 'pi_1_secret_2' } },
    });
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    const pay = api.requests.find((r) => r.url === '/api/orders/ord_1/pay');
    expect(JSON.parse(pay!.body)).toEqual({ payment_method: savedCard.id, save_card: false });
  });

  it('says Stripe’s message when the bank’s step fails', async () => {
    serve([{ ...savedCard, exp_year: 2034, is_default: true }]);
    const message = 'We are unable to authenticate your payment method.';
    stripeJs.loadStripe.mockResolvedValue({ handleNextAction: vi.fn().mockResolvedValue({ error: { message } }) });
    api.replies.set('/api/orders/ord_1/pay', {
      status: 200,
      body: { data: order, next_action: { kind: 'stripe', client_secret: 'pi_1_secret_2' } },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
