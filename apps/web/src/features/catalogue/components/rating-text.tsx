import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "★ 4.7 (120)" with a full sentence for screen readers (as hidden text: `aria-label` is not allowed on a paragraph);
 * "New" before anyone has rated.
 */
export function RatingText({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('catalogue');
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rating.none')}
      </Text>
    );
  }
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    rating,
  );
  return (
    <Text size="sm">
      <VisuallyHidden>{t('rating.label', { rating: value, count })}</VisuallyHidden>
      <span aria-hidden>
        <Text span c="warning.6">
          ★
        </Text>{' '}
        {value} ({new Intl.NumberFormat(i18n.language).format(count)})
      </span>
    </Text>
  );
}
