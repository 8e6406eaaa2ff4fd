import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTaskActionResponse, TTaskDetail } from '@ito/contracts/following/tasks';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { BuyButton } from '../../commerce/public.ts';
import { useFinishTask } from '../api/following-api.ts';
import { isolate } from '../lib/paths.ts';
import classes from './following.module.css';

type TaskOrderState = NonNullable<TTaskDetail['order']>;

interface TaskOrderProps {
  task: TTaskDetail & { order: TaskOrderState };
  /** The order was paid here: the page waits for the server to finish the task. */
  onPaid: () => void;
  /** The task is being finished by the server after the payment. */
  isWaiting: boolean;
  onFinished: (result: TTaskActionResponse['data'], action: 'done' | 'skip') => Promise<void> | void;
}

const STATUS_COLORS: Record<string, string> = {
  pending: 'warning',
  awaiting_confirmation: 'warning',
  failed: 'danger',
  paid: 'success',
};

/**
 * A protocol's order step (decision 077): the order's amount and status, and in place of Complete what the order
 * needs. Paying it finishes the task (the server moves the run on); a confirmation order waits for the seller first;
 * skipping declines the order.
 */
export function TaskOrder({ task, onPaid, isWaiting, onFinished }: TaskOrderProps) {
  const { t, i18n } = useTranslation('following');
  const [isSkipping, setSkipping] = useState(false);
  const finishing = useFinishTask();
  const { order } = task;
  const amount = formatMoney(order.amount_minor, order.currency, i18n.language);
  const isOpen = task.status === 'pending' && !isWaiting;
  const isPayable = isOpen && (order.status === 'pending' || order.status === 'failed');
  const isPaid = order.status === 'paid' || order.status === 'partially_refunded';
  const statusKey = ['pending', 'awaiting_confirmation', 'failed', 'paid', 'cancelled', 'refunded'].includes(
    order.status,
  )
    ? order.status
    : 'other';

  const onSkip = async () => {
    if (isSkipping) return;
    const isSure = await useUiStore.getState().confirm(t('order.skipConfirm', { title: isolate(task.title) }));
    if (!isSure) return;
    setSkipping(true);
    try {
      await onFinished(await finishing.mutateAsync({ id: task.id, action: 'skip' }), 'skip');
    } catch (error) {
      if (!isApiError(error)) console.error(error);
    } finally {
      setSkipping(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={4} component="dl" m={0}>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {t('order.amount')}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {amount}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {t('order.status')}
            </Text>
            <Text component="dd" m={0}>
              <Badge variant="light" color={STATUS_COLORS[order.status] ?? 'gray'}>
                {t(`order.statuses.${statusKey}`)}
              </Badge>
            </Text>
          </Group>
        </Stack>

        {isOpen && order.status === 'awaiting_confirmation' ? (
          <Alert color="warning" variant="light" role="status">
            {t('order.awaitingConfirmation')}
          </Alert>
        ) : null}
        {isOpen && order.status === 'failed' ? (
          <Alert color="danger" variant="light" role="status">
            {t('order.failed')}
          </Alert>
        ) : null}
        {isPaid || isWaiting ? (
          <Alert
            color="success"
            variant="light"
            role="status"
            icon={isWaiting ? <Loader size="xs" aria-label={t('order.finishing')} /> : undefined}
          >
            {isWaiting ? t('order.paidFinishing') : t('order.paid')}
          </Alert>
        ) : null}

        <Group gap="sm">
          {isPayable ? (
            <BuyButton
              purchase={{ order_id: order.id, title: task.title }}
              onPaid={onPaid}
              className={classes.touch}
              disabled={isSkipping}
            >
              {t('order.pay', { amount })}
            </BuyButton>
          ) : null}
          {isOpen && !isPaid ? (
            <Button variant="default" className={classes.touch} loading={isSkipping} onClick={() => void onSkip()}>
              {t('order.skip')}
            </Button>
          ) : null}
        </Group>
        {isOpen && !isPaid ? (
          <Text size="sm" c="dimmed">
            {t('order.skipHint')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
