import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { usePageParam } from '../../../shared/hooks/use-page-param.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ResourceTable, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { ordersQuery } from '../api/orders-api.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

/** `/settings/payments`: every order of the person, with its refunds and its receipt. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('orders.title'));
  const date = useMediumDate();
  const [page, setPage] = usePageParam();
  const orders = useQuery(ordersQuery(page, false));
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);

  const columns: ResourceColumn<TOrder>[] = [
    {
      key: 'item',
      header: t('orders.item'),
      minWidth: 180,
      cell: (order) => (
        <Stack gap={0}>
          {order.item_path ? (
            <Anchor component={Link} to={order.item_path} fw={600}>
              {order.item_title}
            </Anchor>
          ) : (
            <Text fw={600}>{order.item_title}</Text>
          )}
          <Text size="xs" c="dimmed">
            {t(`itemType.${order.item_type}`)}
            {order.seller ? ` · ${order.seller.name}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'date',
      header: t('orders.date'),
      secondary: true,
      cell: (order) => date(order.paid_at ?? order.created_at),
    },
    {
      key: 'amount',
      header: t('orders.amount'),
      cell: (order) => (
        <Stack gap={0}>
          <Text fw={600}>{money(order.amount_minor, order.currency)}</Text>
          {order.refunds.map((refund) => (
            <Text key={refund.id} size="xs" c={refund.status === 'failed' ? 'danger' : 'dimmed'}>
              {t(refund.status === 'failed' ? 'orders.refundFailed' : 'orders.refund', {
                amount: money(-refund.amount_minor, order.currency),
                date: date(refund.created_at),
              })}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'status', header: t('orders.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
  ];

  return (
    <Stack gap="md" maw={1000}>
      <SettingsNav />
      <Title order={1} size="h2">
        {t('orders.title')}
      </Title>
      <Text c="dimmed">{t('orders.lead')}</Text>
      <ResourceTable
        label={t('orders.title')}
        query={orders}
        columns={columns}
        rowKey={(order) => order.id}
        onPage={setPage}
        minWidth={720}
        actions={{
          label: t('orders.actions'),
          render: (order) => (
            <Group gap="xs" wrap="nowrap">
              {order.receipt_number ? <ReceiptButton order={order} /> : null}
              {order.refunds
                .filter((refund) => refund.credit_note_number)
                .map((refund) => (
                  <ReceiptButton key={refund.id} order={order} refund={refund.id} label={t('orders.creditNote')} />
                ))}
            </Group>
          ),
        }}
        empty={
          <EmptyList title={t('orders.emptyTitle')} body={t('orders.emptyBody')}>
            <Button component={Link} to="/programs">
              {t('orders.browse')}
            </Button>
          </EmptyList>
        }
      />
    </Stack>
  );
}
