import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingAddress } from '@ito/contracts/commerce/billing-address';
import { getBillingAddressEndpoint, putBillingAddressEndpoint } from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import { commerceKeys } from './keys.ts';

/** GET billing-address: the caller's address, or null before the first save. */
export function billingAddressQuery() {
  return queryOptions({
    queryKey: commerceKeys.billingAddress,
    queryFn: ({ signal }) => call(getBillingAddressEndpoint, { signal, silent: true }),
  });
}

/** PUT billing-address: the server checks the fields against the country and answers 422 per field. */
export function useSaveBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingAddress) => call(putBillingAddressEndpoint, { body }),
    onSuccess: (answer) => queryClient.setQueryData(commerceKeys.billingAddress, answer),
  });
}
