import { Alert, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPayoutAccountStatus } from '@ito/contracts/commerce/fields';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { payoutAccountQuery } from '../api/payouts-api.ts';
import { usePayoutOnboarding } from '../hooks/use-payout-onboarding.ts';

const COLORS: Record<TPayoutAccountStatus, string> = {
  not_set_up: 'gray',
  details_needed: 'warning',
  under_review: 'primary',
  ready: 'success',
  rejected: 'danger',
};

/**
 * The studio's payouts (decision 078): the creator's payout account at the provider, what it still needs, and the way
 * to set it up or continue. Payouts themselves come later; this gets the account ready for them.
 */
export function PayoutsSection() {
  const { t } = useTranslation('commerce');
  const account = useQuery(payoutAccountQuery());
  const onboarding = usePayoutOnboarding();
  const messageText = useMessageText();
  const startError = onboarding.startError;

  let content;
  if (account.isPending || onboarding.isRefreshing) content = <Skeleton height={96} aria-hidden />;
  else if (account.isError) content = <StudioLoadError error={account.error} onRetry={() => void account.refetch()} />;
  else {
    const { status, missing } = account.data.data;
    const canContinue = status === 'not_set_up' || status === 'details_needed';
    content = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text component="span" fw={600}>
            {t('payouts.statusLabel')}
          </Text>
          <Badge color={COLORS[status]} variant="light">
            {t(`payouts.status.${status}`)}
          </Badge>
        </Group>
        <Text>{t(`payouts.explain.${status}`)}</Text>
        {missing.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600} id="payouts-missing">
              {t('payouts.missingTitle')}
            </Text>
            <List aria-labelledby="payouts-missing">
              {missing.map((group) => (
                <List.Item key={group}>{t(`payouts.missing.${group}`)}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {startError ? (
          <Alert color="danger" variant="light" role="alert">
            {isApiError(startError) && startError.code ? messageText(startError.code) : t('payouts.startError')}
          </Alert>
        ) : null}
        {canContinue ? (
          <div>
            <Button mih={44} loading={onboarding.isStarting} onClick={onboarding.begin}>
              {t(status === 'not_set_up' ? 'payouts.setUp' : 'payouts.continue')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  return (
    <Card component="section" withBorder padding="md" aria-labelledby="payouts-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payouts-title">
          {t('payouts.title')}
        </Title>
        {content}
      </Stack>
    </Card>
  );
}
