import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { downloadReceipt } from '../api/orders-api.ts';

/** Saves an order's receipt (or a refund's credit note) as a PDF in the reader's language. */
export function ReceiptButton({
  order,
  refund,
  label,
  ...props
}: { order: Pick<TOrder, 'id' | 'receipt_number' | 'item_title'>; refund?: string; label?: string } & ButtonProps) {
  const { t, i18n } = useTranslation('commerce');
  const [isBusy, setBusy] = useState(false);
  const onClick = async () => {
    if (isBusy) return;
    setBusy(true);
    try {
      await downloadReceipt(order, i18n.language, refund);
    } catch {
      // The API client has told the reader why.
    } finally {
      setBusy(false);
    }
  };
  const text = label ?? t('orders.receipt');
  return (
    <Button
      variant="default"
      size="compact-sm"
      mih={32}
      {...props}
      loading={isBusy}
      onClick={() => void onClick()}
      aria-label={`${text}: ${order.item_title}`}
    >
      {text}
    </Button>
  );
}
