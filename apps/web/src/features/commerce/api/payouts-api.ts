import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocalOnboardingRequest } from '@ito/contracts/commerce/payout-accounts';
import {
  getLocalAccountEndpoint,
  getPayoutAccountEndpoint,
  refreshPayoutAccountEndpoint,
  startPayoutOnboardingEndpoint,
  submitLocalOnboardingEndpoint,
} from '@ito/contracts/commerce/refs';
import { call } from '../../../shared/api/call.ts';
import { commerceKeys } from './keys.ts';

/** GET creator/payout-account: the creator's payout account as the provider last reported it (decision 078). */
export function payoutAccountQuery() {
  return queryOptions({
    queryKey: commerceKeys.payoutAccount,
    queryFn: ({ signal }) => call(getPayoutAccountEndpoint, { signal, silent: true }),
  });
}

/** POST creator/payout-account/onboarding: the account (made once) and a fresh link to the provider's onboarding. */
export function useStartPayoutOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(startPayoutOnboardingEndpoint, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(commerceKeys.payoutAccount, { data: answer.data }),
  });
}

/** POST creator/payout-account/refresh: the account read from the provider now, back from its onboarding. */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(refreshPayoutAccountEndpoint, {}),
    onSuccess: (answer) => queryClient.setQueryData(commerceKeys.payoutAccount, answer),
  });
}

/** GET payments/local/accounts/{id}: the built-in provider's onboarding page reads the account it onboards. */
export function localAccountQuery(id: string) {
  return queryOptions({
    queryKey: commerceKeys.localAccount(id),
    queryFn: ({ signal }) => call(getLocalAccountEndpoint, { params: { id }, signal, silent: true }),
  });
}

/** POST payments/local/accounts/{id}/onboarding: the creator's test payout details, to the built-in provider only. */
export function useSubmitLocalOnboarding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLocalOnboardingRequest) =>
      call(submitLocalOnboardingEndpoint, { params: { id }, body, silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(commerceKeys.localAccount(id), answer);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.payoutAccount });
    },
  });
}
