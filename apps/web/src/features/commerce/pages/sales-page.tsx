import { useState } from 'react';
import { Button, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type TOrderStatus } from '@ito/contracts/commerce/fields';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { useStatusParams } from '../../../shared/hooks/use-list-params.ts';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ResourceTable, RowActions, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { salesQuery, useAnswerSale } from '../api/sales-api.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { RefundDialog, refundableOf } from '../components/refund-dialog.tsx';

const REFUNDABLE: readonly TOrderStatus[] = ['paid', 'partially_refunded'];

/** `/creator/sales`: who bought what, for how much; refunds, and the answer to orders that wait for confirmation. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('sales.title'));
  const date = useMediumDate();
  const { status, page, setFilter } = useStatusParams(ORDER_STATUSES);
  const sales = useQuery(salesQuery(page, status));
  const answer = useAnswerSale();
  const [refunding, setRefunding] = useState<TOrder | null>(null);
  const busyId = answer.isPending ? (answer.variables?.id ?? null) : null;

  const onAnswer = async (order: TOrder, confirm: boolean) => {
    const ui = useUiStore.getState();
    if (!confirm && !(await ui.confirm(t('sales.confirmDecline', { buyer: order.buyer.name })))) return;
    try {
      await answer.mutateAsync({ id: order.id, confirm });
      ui.setFlash({ type: 'success', message: confirm ? t('sales.confirmed') : t('sales.declined') });
    } catch {
      // The API client has said why.
    }
  };

  const columns: ResourceColumn<TOrder>[] = [
    {
      key: 'buyer',
      header: t('sales.buyer'),
      cell: (order) => (
        <Stack gap={0}>
          <Text fw={600}>{order.buyer.name}</Text>
          {order.buyer.username ? (
            <Text size="xs" c="dimmed">
              @{order.buyer.username}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'item', header: t('sales.item'), minWidth: 160, secondary: true, cell: (order) => order.item_title },
    {
      key: 'amount',
      header: t('sales.amount'),
      cell: (order) => (
        <Stack gap={0}>
          <Text>{formatMoney(order.amount_minor, order.currency, i18n.language)}</Text>
          {order.refunded_minor > 0 ? (
            <Text size="xs" c="dimmed">
              {t('sales.refundedAmount', { amount: formatMoney(-order.refunded_minor, order.currency, i18n.language) })}
            </Text>
          ) : null}
          {order.refunds
            .filter((refund) => refund.status === 'failed')
            .map((refund) => (
              <Text key={refund.id} size="xs" c="danger">
                {t('sales.refundFailed', {
                  amount: formatMoney(-refund.amount_minor, order.currency, i18n.language),
                })}
              </Text>
            ))}
        </Stack>
      ),
    },
    { key: 'status', header: t('sales.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'date',
      header: t('sales.date'),
      secondary: true,
      cell: (order) => date(order.paid_at ?? order.created_at),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('sales.title')}
      </Title>
      <Text c="dimmed">{t('sales.lead')}</Text>
      <Group>
        <Select
          label={t('sales.filterLabel')}
          data={[
            { value: 'all', label: t('sales.all') },
            ...ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          value={status ?? 'all'}
          onChange={(value) => setFilter({ status: value === 'all' || !value ? null : (value as TOrderStatus) })}
          allowDeselect={false}
          w={260}
        />
      </Group>
      <ResourceTable
        studio
        label={t('sales.title')}
        query={sales}
        columns={columns}
        rowKey={(order) => order.id}
        onPage={(next) => setFilter({ status, page: next })}
        minWidth={760}
        actions={{
          label: t('sales.actions'),
          render: (order) => {
            const canRefund = REFUNDABLE.includes(order.status) && refundableOf(order) > 0;
            if (order.status === 'awaiting_confirmation') {
              return (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    mih={32}
                    color="success"
                    loading={busyId === order.id && answer.variables?.confirm === true}
                    disabled={busyId !== null}
                    onClick={() => void onAnswer(order, true)}
                    aria-label={`${t('sales.confirm')}: ${order.buyer.name}, ${order.item_title}`}
                  >
                    {t('sales.confirm')}
                  </Button>
                  <Button
                    size="compact-sm"
                    mih={32}
                    variant="outline"
                    color="danger"
                    loading={busyId === order.id && answer.variables?.confirm === false}
                    disabled={busyId !== null}
                    onClick={() => void onAnswer(order, false)}
                    aria-label={`${t('sales.decline')}: ${order.buyer.name}, ${order.item_title}`}
                  >
                    {t('sales.decline')}
                  </Button>
                </Group>
              );
            }
            if (!canRefund) return null;
            return (
              <RowActions
                label={t('sales.actions')}
                name={t('sales.actionsFor', { buyer: order.buyer.name, item: order.item_title })}
                busy={false}
              >
                <Menu.Item onClick={() => setRefunding(order)}>{t('sales.refund')}</Menu.Item>
              </RowActions>
            );
          },
        }}
        empty={
          <EmptyList
            title={status ? t('sales.emptyFilteredTitle', { status: t(`status.${status}`) }) : t('sales.emptyTitle')}
            body={t('sales.emptyBody')}
          >
            {status ? (
              <Button variant="light" onClick={() => setFilter({ status: null })}>
                {t('sales.showAll')}
              </Button>
            ) : null}
          </EmptyList>
        }
      />
      {refunding ? <RefundDialog order={refunding} onClose={() => setRefunding(null)} /> : null}
    </Stack>
  );
}
