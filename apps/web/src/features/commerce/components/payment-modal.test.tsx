import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { PaymentModal } from './payment-modal.tsx';

const api = setUpTestApi(['commerce', 'errors', 'kit', 'common']);

const order: TOrder = {
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
};

const NUMBER = '4000000000000002';

function serve() {
  api.replies.set('/api/orders', { status: 201, body: { data: order } });
  api.replies.set('/api/payments/config', {
    status: 200,
    body: { data: { provider: 'local', publishable_key: null, platform_fee_bps: 1000, hold_days: 7 } },
  });
  api.replies.set('/api/payment-methods', { status: 200, body: { data: [] } });
  api.replies.set('/api/payments/local/payment-methods', {
    status: 201,
    body: { data: { id: 'pm_local_1', brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2034 } },
  });
  api.replies.set('/api/orders/ord_1/pay', {
    status: 422,
    body: {
      message: 'Your card was declined.',
      errors: { payment_method: ['Your card was declined. Nothing was charged; try another card.'] },
      codes: { payment_method: [{ code: 'payments.decline.card_declined', params: {} }] },
    },
  });
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
      { path: '/payment/confirm/:id', element: <p>confirmation page</p> },
      { path: '/payment/success', element: <p>success page</p> },
    ],
    at: '/program/prg_1',
  });
}

async function typeCard(number = NUMBER) {
  fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Expiry/), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: '123' } });
}

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes' });
  useSessionStore.getState().setUser({ id: 'u1', full_name: 'Mona' } as TCurrentUser);
  serve();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
});

describe('the payment modal', () => {
  it('shows the item, its total and a Pay button with the exact amount', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Sleep better')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay $49.00' })).toBeTruthy();
    // Visible labels on every card field.
    expect(within(dialog).getByLabelText(/Card number/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Expiry/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^CVC/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Save this card for next time')).toBeTruthy();
    const create = api.requests.find((r) => r.method === 'POST' && r.url === '/api/orders');
    expect(JSON.parse(create!.body)).toEqual({ item_type: 'program', item_id: 'prg_1' });
  });

  it('sends the card number to the provider’s card endpoint only, and says a decline with nothing charged', async () => {
    open();
    await typeCard('4000 0000 0000 0002');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByText('Your card was declined. Nothing was charged; try another card.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nothing was charged');

    const withNumber = api.requests.filter((r) => r.body.includes(NUMBER) || r.url.includes(NUMBER));
    expect(withNumber.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/payments/local/payment-methods']);
    expect(JSON.parse(withNumber[0]!.body)).toEqual({ number: NUMBER, exp_month: 12, exp_year: 2034, cvc: '123' });
    const pay = api.requests.filter((r) => r.url === '/api/orders/ord_1/pay');
    expect(pay).toHaveLength(1);
    expect(JSON.parse(pay[0]!.body)).toEqual({ payment_method: 'pm_local_1', save_card: false });
    expect(pay[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the Idempotency-Key of an attempt whose answer was lost, and goes to the confirmation page', async () => {
    api.replies.set('/api/orders/ord_1/pay', { status: 500, body: { message: 'Server Error' } });
    const { router } = open();
    await typeCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByText('We could not reach the payment service')).toBeTruthy();

    api.replies.set('/api/orders/ord_1/pay', {
      status: 200,
      body: { data: order, next_action: { kind: 'redirect', url: '/payment/confirm/ch_1' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/confirm/ch_1'));

    const pays = api.requests.filter((r) => r.url === '/api/orders/ord_1/pay');
    const keys = new Set(pays.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    // The same card was not sent to the provider twice for the same attempt.
    expect(api.requests.filter((r) => r.url === '/api/payments/local/payment-methods')).toHaveLength(1);
  });

  it('checks the card in the browser before sending anything', async () => {
    open();
    await typeCard('4242');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByText('Enter the card number.')).toBeTruthy();
    expect(api.requests.filter((r) => r.url.startsWith('/api/payments/local'))).toHaveLength(0);
    expect(api.requests.filter((r) => r.url.endsWith('/pay'))).toHaveLength(0);
  });

  it('pays with a saved card by its id alone, and shows a discount code’s refusal in place', async () => {
    api.replies.set('/api/payment-methods', {
      status: 200,
      body: {
        data: [
          {
            id: 'pm_saved',
            brand: 'visa',
            last4: '4242',
            exp_month: 1,
            exp_year: 2031,
            provider: 'local',
            is_default: true,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    api.replies.set('/api/orders/ord_1/pay', {
      status: 200,
      body: { data: { ...order, status: 'paid' }, next_action: null },
    });
    const { router } = open();
    expect(await screen.findByLabelText('visa ending in 4242')).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();

    api.replies.set('/api/orders', {
      status: 422,
      body: {
        message: 'This discount code does not exist.',
        errors: { discount_code: ['This discount code does not exist.'] },
        codes: { discount_code: [{ code: 'commerce.code_unknown', params: {} }] },
      },
    });
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code does not exist.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
    expect(router.state.location.search).toBe('?order=ord_1');
    const pay = api.requests.find((r) => r.url === '/api/orders/ord_1/pay');
    expect(JSON.parse(pay!.body)).toEqual({ payment_method: 'pm_saved', save_card: false });
    expect(api.requests.filter((r) => r.url.startsWith('/api/payments/local'))).toHaveLength(0);
  });

  it('pays an existing order by its id, without creating one or offering a discount code', async () => {
    const stepOrder: TOrder = {
      ...order,
      id: 'ord_step',
      item_type: 'protocol_order',
      item_id: 'proto_1',
      item_title: 'Lab test',
      item_path: null,
      subtotal_minor: 1500,
      amount_minor: 1500,
    };
    api.replies.set('/api/orders/ord_step', { status: 200, body: { data: stepOrder } });
    api.replies.set('/api/orders/ord_step/pay', {
      status: 200,
      body: { data: { ...stepOrder, status: 'paid' }, next_action: null },
    });
    const paid: TOrder[] = [];
    let closed = 0;
    const { router } = renderWithProviders(null, {
      routes: [
        {
          path: '/my-tasks/task/t1',
          element: (
            <PaymentModal
              opened
              onClose={() => (closed += 1)}
              onPaid={(answer) => paid.push(answer)}
              purchase={{ order_id: 'ord_step', title: 'Lab test' }}
            />
          ),
        },
        { path: '/payment/success', element: <p>success page</p> },
      ],
      at: '/my-tasks/task/t1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Lab test')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Discount code')).toBeNull();

    await typeCard('4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $15.00' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]!.status).toBe('paid');
    expect(closed).toBe(1);
    // The caller decides what follows: the modal stays on the page.
    expect(router.state.location.pathname).toBe('/my-tasks/task/t1');

    expect(api.requests.filter((r) => r.method === 'POST' && r.url === '/api/orders')).toHaveLength(0);
    expect(
      api.requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/orders/')).map((r) => r.url),
    ).toEqual(['/api/orders/ord_step/pay']);
  });

  it('says an existing order that waits for the seller cannot be paid yet', async () => {
    api.replies.set('/api/orders/ord_wait', {
      status: 200,
      body: { data: { ...order, id: 'ord_wait', type: 'confirmation', status: 'awaiting_confirmation' } },
    });
    renderWithProviders(null, {
      routes: [
        {
          path: '/t',
          element: <PaymentModal opened onClose={() => undefined} purchase={{ order_id: 'ord_wait', title: 'x' }} />,
        },
      ],
      at: '/t',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
