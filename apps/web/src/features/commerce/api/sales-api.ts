import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderStatus } from '@ito/contracts/commerce/fields';
import {
  confirmSaleEndpoint,
  declineSaleEndpoint,
  getBalancesEndpoint,
  listSalesEndpoint,
  refundOrderEndpoint,
} from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import { commerceKeys } from './keys.ts';

/** GET creator/sales: the creator's sales, newest first, optionally of one status. */
export function salesQuery(page: number, status: TOrderStatus | null) {
  return queryOptions({
    queryKey: commerceKeys.salePage(page, status),
    queryFn: ({ signal }) =>
      call(listSalesEndpoint, { query: { page, ...(status ? { status } : {}) }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET creator/balances: pending and available per currency, with the platform's fee and hold. */
export function balancesQuery() {
  return queryOptions({
    queryKey: commerceKeys.balances,
    queryFn: ({ signal }) => call(getBalancesEndpoint, { signal, silent: true }),
  });
}

function useSalesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: commerceKeys.sales });
    void queryClient.invalidateQueries({ queryKey: commerceKeys.balances });
  };
}

/** POST creator/sales/{id}/refund: all or part of what is left, with the reason the buyer reads. */
export function useRefundSale() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, amount_minor, reason }: { id: string; amount_minor: number; reason: string }) =>
      call(refundOrderEndpoint, { params: { id }, body: { amount_minor, reason } }),
    onSettled: changed,
  });
}

/** POST creator/sales/{id}/confirm or /decline: the seller's answer to an order that waits for it. */
export function useAnswerSale() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      call(confirm ? confirmSaleEndpoint : declineSaleEndpoint, { params: { id } }),
    onSettled: changed,
  });
}
