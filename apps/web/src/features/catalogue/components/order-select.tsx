import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilters } from '../lib/catalogue-url.ts';

export interface OrderSelectProps {
  value: CatalogueFilters['order'];
  options: { value: string; label: string }[];
  placeholder: string;
  onChange: (order: CatalogueFilters['order']) => void;
}

/**
 * The catalogue's order. Loaded beside the first screen, not before it (programs-page.tsx): selects bring popovers
 * and Floating UI, which a first visit does not need to see the results (decision 031).
 */
export function OrderSelect({ value, options, placeholder, onChange }: OrderSelectProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Select
      label={t('filters.order')}
      placeholder={placeholder}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange((next ?? undefined) as CatalogueFilters['order'])}
      clearable
      w={{ base: '100%', xs: 220 }}
    />
  );
}
