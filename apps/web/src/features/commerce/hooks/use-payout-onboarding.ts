import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRefreshPayoutAccount, useStartPayoutOnboarding } from '../api/payouts-api.ts';

/** Goes to an onboarding link: the built-in provider's page inside the app, Stripe's hosted page outside it. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/')) void navigate(url);
    else window.location.assign(url);
  };
}

/**
 * The payouts section's actions (decision 078): start or continue onboarding, and what the provider's return and
 * refresh addresses ask for when the creator lands back here (`?payouts=return`: read the account from the provider
 * once; `?payouts=refresh`: the link expired or was used, so make a new one and go on).
 */
export function usePayoutOnboarding() {
  const [search, setSearch] = useSearchParams();
  const start = useStartPayoutOnboarding();
  const refresh = useRefreshPayoutAccount();
  const goTo = useGoTo();
  const landing = search.get('payouts');
  const handled = useRef<string | null>(null);

  const onLanding = useEffectEvent((kind: string) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('payouts');
        return next;
      },
      { replace: true },
    );
    if (kind === 'return') refresh.mutate();
    else if (kind === 'refresh') start.mutate(undefined, { onSuccess: (answer) => goTo(answer.url) });
  });

  useEffect(() => {
    // Once per landing (React runs effects twice in development).
    if (!landing || handled.current === landing) return;
    handled.current = landing;
    onLanding(landing);
  }, [landing]);

  return {
    begin: () => start.mutate(undefined, { onSuccess: (answer) => goTo(answer.url) }),
    isStarting: start.isPending,
    isRefreshing: refresh.isPending,
    startError: start.error,
  };
}
