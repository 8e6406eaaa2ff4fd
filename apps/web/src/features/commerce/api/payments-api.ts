import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPaymentMethodEndpoint,
  authenticateLocalChargeEndpoint,
  createLocalPaymentMethodEndpoint,
  deletePaymentMethodEndpoint,
  getLocalChargeEndpoint,
  getPaymentsConfigEndpoint,
  listPaymentMethodsEndpoint,
  setDefaultPaymentMethodEndpoint,
} from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import type { CardInput } from '../lib/card.ts';
import { commerceKeys } from './keys.ts';

/** GET payments/config: which provider takes the payment, its public key, the platform's fee and hold. */
export function paymentsConfigQuery() {
  return queryOptions({
    queryKey: commerceKeys.config,
    queryFn: ({ signal }) => call(getPaymentsConfigEndpoint, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET payment-methods: the caller's saved cards, the default first. */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: commerceKeys.paymentMethods,
    queryFn: ({ signal }) => call(listPaymentMethodsEndpoint, { signal, silent: true }),
  });
}

/** GET payments/local/charges/{id}: the built-in provider's charge waiting for the buyer's confirmation. */
export function localChargeQuery(id: string) {
  return queryOptions({
    queryKey: commerceKeys.charge(id),
    queryFn: ({ signal }) => call(getLocalChargeEndpoint, { params: { id }, signal, silent: true }),
  });
}

/** POST payments/local/charges/{id}/authenticate: the buyer approves, or fails, the confirmation step. */
export function useAuthenticateCharge() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      call(authenticateLocalChargeEndpoint, { params: { id }, body: { approve } }),
  });
}

/**
 * Saves a card: the number goes to the built-in provider's card endpoint, and only there; the app's endpoint gets
 * the payment method id it answers.
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: CardInput) => {
      const created = await call(createLocalPaymentMethodEndpoint, { body: card, silent: true });
      return call(addPaymentMethodEndpoint, { body: { payment_method: created.data.id }, silent: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.paymentMethods }),
  });
}

/** POST payment-methods/{id}/default. */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(setDefaultPaymentMethodEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.paymentMethods }),
  });
}

/** DELETE payment-methods/{id}. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deletePaymentMethodEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.paymentMethods }),
  });
}

/** The platform's fee in basis points (null until known): what a creator sees before setting a price. */
export function usePlatformFeeBps(): number | null {
  const config = useQuery(paymentsConfigQuery());
  return config.data?.data.platform_fee_bps ?? null;
}
