import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderStatus } from '@ito/contracts/commerce/fields';

/** SPEC section 9's colours, in the theme's readable shades (light variant: shade 9 text on shade 1). */
const COLORS: Record<TOrderStatus, string> = {
  pending: 'warning',
  awaiting_confirmation: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'gray',
  refunded: 'gray',
  partially_refunded: 'primary',
};

/** An order's status, translated. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('commerce');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
