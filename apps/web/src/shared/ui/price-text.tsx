import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import { formatMoney } from '../lib/money.ts';

interface PriceTextProps {
  access: TProgramCard['access'];
  priceMinor: number;
  currency: string;
  size?: 'sm' | 'lg' | 'xl';
}

/** "Free", "$49.00" or "$9.00 / month"-style text for a program's access and price. */
export function PriceText({ access, priceMinor, currency, size = 'sm' }: PriceTextProps) {
  const { t, i18n } = useTranslation('kit');
  let text: string;
  if (access === 'free' || priceMinor === 0) text = t('price.free');
  else if (access === 'subscription')
    text = t('price.subscription', { price: formatMoney(priceMinor, currency, i18n.language) });
  else text = formatMoney(priceMinor, currency, i18n.language);
  return (
    <Text size={size} fw={700} c={access === 'free' ? 'success.9' : undefined}>
      {text}
    </Text>
  );
}
