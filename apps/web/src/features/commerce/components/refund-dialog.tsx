import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMERCE_LIMITS } from '@ito/contracts/commerce/fields';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { currencyDigits, formatMoney, toMajor, toMinor } from '../../../shared/lib/money.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useRefundSale } from '../api/sales-api.ts';

/** What is left to refund of a sale. */
export const refundableOf = (order: Pick<TOrder, 'amount_minor' | 'refunded_minor'>) =>
  Math.max(0, order.amount_minor - order.refunded_minor);

/** A refund of a sale: the amount (what is left, unless changed) and the reason the buyer reads. */
export function RefundDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  const { t, i18n } = useTranslation('commerce');
  const messageText = useMessageText();
  const refund = useRefundSale();
  const left = refundableOf(order);
  const [amount, setAmount] = useState<number | ''>(toMajor(left, order.currency));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (refund.isPending) return;
    const minor = typeof amount === 'number' ? toMinor(amount, order.currency) : 0;
    const next: typeof errors = {};
    if (minor < 1) next.amount = messageText('commerce.refund_min');
    else if (minor > left)
      next.amount = messageText('commerce.refund_exceeds', {
        amount: formatMoney(left, order.currency, i18n.language),
      });
    if (reason.trim().length < 3) next.reason = messageText('commerce.refund_reason');
    setErrors(next);
    if (next.amount || next.reason) return;
    try {
      const answer = await refund.mutateAsync({ id: order.id, amount_minor: minor, reason: reason.trim() });
      // The provider answers at once: a bank that refused the refund (a closed card) is said, not hidden as sent.
      const made = answer.data.refunds.at(-1);
      useUiStore
        .getState()
        .setFlash(
          made?.status === 'failed'
            ? { type: 'error', message: t('sales.refundRefused') }
            : { type: 'success', message: t('sales.refunded') },
        );
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const amountCode = error.fieldCodes.amount_minor?.[0];
      const reasonCode = error.fieldCodes.reason?.[0];
      setErrors({
        amount: amountCode ? messageText(amountCode.code, amountCode.params) : undefined,
        reason: reasonCode ? messageText(reasonCode.code, reasonCode.params) : undefined,
      });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('sales.refundTitle', { item: order.item_title })}
      centered
      size={500}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('sales.refundLeft', {
              amount: formatMoney(left, order.currency, i18n.language),
              buyer: order.buyer.name,
            })}
          </Text>
          <NumberInput
            label={t('sales.refundAmount')}
            value={amount}
            onChange={(value) => setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
            decimalScale={currencyDigits(order.currency)}
            min={0}
            allowNegative={false}
            error={errors.amount}
            dir="ltr"
            rightSection={<Text size="xs">{order.currency}</Text>}
            rightSectionWidth={48}
            required
          />
          <Textarea
            label={t('sales.refundReason')}
            description={t('sales.refundReasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={COMMERCE_LIMITS.reasonMax}
            error={errors.reason}
            autosize
            minRows={2}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} mih={44}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="danger" loading={refund.isPending} mih={44}>
              {t('sales.refundSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
