import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { planReturnFor } from '../../../shared/lib/plan-return.ts';
import { isUndecided, orderQuery } from '../api/orders-api.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { ReceiptButton } from '../components/receipt-button.tsx';

/** How long the page asks again for a payment still being decided (the provider's answer comes by webhook). */
const POLL_MS = 8000;

/** `/payment/success?order=`: the order once its payment is decided, its receipt and a way into what was bought. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('success.title'));
  const id = useSearchParams()[0].get('order') ?? '';
  const [isPolling, setPolling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), POLL_MS);
    return () => clearTimeout(timer);
  }, []);
  const order = useQuery({ ...orderQuery(id, isPolling), enabled: id !== '' });

  let content;
  if (!id) content = <Text>{t('success.noOrder')}</Text>;
  else if (order.isPending) content = <Loader aria-label={t('success.checking')} />;
  else if (order.isError) content = <LoadError onRetry={() => void order.refetch()} />;
  else {
    const { data } = order.data;
    const undecided = isUndecided(data);
    const isFailed = data.status === 'failed' || data.status === 'cancelled';
    const isOwned = data.status === 'paid' || data.status === 'partially_refunded';
    let heading: string;
    let body: string;
    if (isOwned) [heading, body] = [t('success.paidTitle'), t('success.paidBody')];
    else if (isFailed) [heading, body] = [t('success.failedTitle'), t('success.failedBody')];
    else if (data.status === 'awaiting_confirmation')
      [heading, body] = [t('success.awaitingTitle'), t('success.awaitingBody')];
    else [heading, body] = [t('success.processingTitle'), isPolling ? t('success.processing') : t('success.slow')];
    content = (
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Alert
            color={isOwned ? 'success' : isFailed ? 'danger' : 'warning'}
            variant="light"
            role="status"
            title={heading}
            icon={undecided && isPolling ? <Loader size="xs" /> : undefined}
          >
            {body}
          </Alert>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{data.item_title}</Text>
            <OrderStatusBadge status={data.status} />
          </Group>
          <Text size="xl" fw={700}>
            {formatMoney(data.amount_minor, data.currency, i18n.language)}
          </Text>
          <Group gap="sm">
            {isOwned && data.item_path ? (
              <Button component={Link} to={data.item_path} mih={44}>
                {t('success.open')}
              </Button>
            ) : null}
            {isOwned && data.item_type === 'program' && data.item_id && planReturnFor(data.item_id) ? (
              <Button component={Link} to={planReturnFor(data.item_id) ?? '/'} variant="light" mih={44}>
                {t('success.backToPlan')}
              </Button>
            ) : null}
            {isFailed && data.item_path ? (
              <Button component={Link} to={data.item_path} mih={44}>
                {t('success.tryAgain')}
              </Button>
            ) : null}
            {isOwned && data.receipt_number ? <ReceiptButton order={data} size="md" mih={44} /> : null}
            {undecided && !isPolling ? (
              <Button variant="default" mih={44} onClick={() => void order.refetch()}>
                {t('success.refresh')}
              </Button>
            ) : null}
            <Button component={Link} to="/settings/payments" variant="subtle" mih={44}>
              {t('success.payments')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('success.title')}
      </Title>
      {content}
    </Stack>
  );
}
