import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { balancesQuery } from '../api/sales-api.ts';
import { PayoutsSection } from '../components/payouts-section.tsx';

/**
 * `/creator/balances`: per currency, what is held (pending) and what is free (available); the fee and the hold; and the
 * payout account the money will go to (decision 078).
 */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('balances.title'));
  const balances = useQuery(balancesQuery());
  let content;
  if (balances.isPending) content = <ListSkeleton height={96} rows={2} />;
  else if (balances.isError)
    content = <StudioLoadError error={balances.error} onRetry={() => void balances.refetch()} />;
  else {
    const { data, meta } = balances.data;
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
      meta.platform_fee_bps / 10_000,
    );
    content = (
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Text>{t('balances.fee', { percent })}</Text>
            <Text>{t('balances.hold', { count: meta.hold_days })}</Text>
          </Stack>
        </Card>
        {data.length === 0 ? (
          <EmptyList title={t('balances.emptyTitle')} body={t('balances.emptyBody')} />
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((balance) => (
              <Card component="li" key={balance.currency} withBorder padding="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {balance.currency}
                  </Title>
                  <Stack gap={2} component="dl" m={0}>
                    <Text component="dt" size="sm" c="dimmed">
                      {t('balances.available')}
                    </Text>
                    <Text component="dd" m={0} fw={700} size="xl">
                      {formatMoney(balance.available_minor, balance.currency, i18n.language)}
                    </Text>
                    <Text component="dt" size="sm" c="dimmed">
                      {t('balances.pending')}
                    </Text>
                    <Text component="dd" m={0}>
                      {formatMoney(balance.pending_minor, balance.currency, i18n.language)}
                    </Text>
                  </Stack>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('balances.title')}
      </Title>
      <Text c="dimmed">{t('balances.lead')}</Text>
      {content}
      <PayoutsSection />
    </Stack>
  );
}
