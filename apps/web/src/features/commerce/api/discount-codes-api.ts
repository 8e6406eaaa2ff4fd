import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscountCodeRequest } from '@ito/contracts/commerce/discount-codes';
import {
  createDiscountCodeEndpoint,
  deleteDiscountCodeEndpoint,
  listDiscountCodesEndpoint,
  updateDiscountCodeEndpoint,
} from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import { commerceKeys } from './keys.ts';

/** GET creator/discount-codes. */
export function discountCodesQuery(page: number) {
  return queryOptions({
    queryKey: commerceKeys.discountCodePage(page),
    queryFn: ({ signal }) => call(listDiscountCodesEndpoint, { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST creator/discount-codes, or PUT one by its id. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TDiscountCodeRequest }) =>
      id ? call(updateDiscountCodeEndpoint, { params: { id }, body }) : call(createDiscountCodeEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.discountCodes }),
  });
}

/** DELETE creator/discount-codes/{id}. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteDiscountCodeEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.discountCodes }),
  });
}
