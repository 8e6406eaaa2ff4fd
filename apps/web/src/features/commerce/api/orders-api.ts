import { useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateOrderRequest, TOrder } from '@ito/contracts/commerce/orders';
import {
  cancelOrderEndpoint,
  createLocalPaymentMethodEndpoint,
  createOrderEndpoint,
  getOrderEndpoint,
  getReceiptEndpoint,
  listOrdersEndpoint,
  payOrderEndpoint,
} from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import { callFile } from '../../../shared/api/call-file.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
import type { CardInput } from '../lib/card.ts';
import { commerceKeys } from './keys.ts';

/** GET orders?owned=: the caller's orders (or only what they own), newest first. */
export function ordersQuery(page: number, owned: boolean) {
  return queryOptions({
    queryKey: commerceKeys.orderPage(page, owned),
    // Silent: the page shows a load failure in place, with a retry button.
    queryFn: ({ signal }) =>
      call(listOrdersEndpoint, { query: { page, ...(owned ? { owned: 'true' as const } : {}) }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET orders/{id}; `poll` asks again every second while the payment is still being decided. */
export function orderQuery(id: string, poll = false) {
  return queryOptions({
    queryKey: commerceKeys.order(id),
    queryFn: ({ signal }) => call(getOrderEndpoint, { params: { id }, signal, silent: true }),
    refetchInterval: (query) => (poll && isUndecided(query.state.data?.data) ? 1000 : false),
  });
}

/** Still waiting for the bank or the provider: the success page asks again. */
export function isUndecided(order: TOrder | undefined): boolean {
  return !order || (order.status === 'pending' && order.payment?.status !== 'failed');
}

/** POST orders: the open order for an item (the same one when asked again), priced by the server. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: TCreateOrderRequest) => call(createOrderEndpoint, { body, silent: true }),
  });
}

/** What a payment uses: a card typed into the form (sent to the provider first) or a provider's payment method id. */
export type PaymentSource = { kind: 'card'; card: CardInput } | { kind: 'method'; id: string };

export interface PayInput {
  orderId: string;
  source: PaymentSource;
  saveCard: boolean;
}

/**
 * Pays an order. A typed card goes to the built-in provider's card endpoint, and only there: the app's endpoint gets
 * the payment method id it answers. The card's id is kept for the same card, so pressing Pay again after a lost
 * answer sends the same body and so the same Idempotency-Key (shared/api/idempotent.ts); a refused card settles the
 * attempt and the next one gets a new key.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const [cardIds] = useState(() => new Map<string, string>());
  return useMutation({
    mutationFn: async ({ orderId, source, saveCard }: PayInput) => {
      let paymentMethod: string;
      if (source.kind === 'card') {
        const fingerprint = JSON.stringify(source.card);
        const known = cardIds.get(fingerprint);
        if (known) paymentMethod = known;
        else {
          const created = await call(createLocalPaymentMethodEndpoint, { body: source.card, silent: true });
          paymentMethod = created.data.id;
          cardIds.set(fingerprint, paymentMethod);
        }
      } else paymentMethod = source.id;
      const body = { payment_method: paymentMethod, save_card: saveCard };
      return idempotent(`orders/${orderId}/pay`, body, (idempotencyKey) =>
        call(payOrderEndpoint, { params: { id: orderId }, body, idempotencyKey, silent: true }),
      );
    },
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.order(input.orderId) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders });
      if (input.saveCard) void queryClient.invalidateQueries({ queryKey: commerceKeys.paymentMethods });
    },
  });
}

/** POST orders/{id}/cancel. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(cancelOrderEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.orders }),
  });
}

/** The receipt (or a refund's credit note) as a PDF in the reader's language, saved as a file. */
export async function downloadReceipt(order: Pick<TOrder, 'id' | 'receipt_number'>, lang: string, refund?: string) {
  const blob = await callFile(getReceiptEndpoint, {
    params: { id: order.id },
    query: { lang: lang === 'ar' ? 'ar' : 'en', ...(refund ? { refund } : {}) },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${order.receipt_number ?? `receipt-${order.id}`}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
