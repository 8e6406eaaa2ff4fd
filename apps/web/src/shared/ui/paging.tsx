import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPageMeta } from '@ito/contracts/common/paging';

/**
 * Mantine pagination with spoken labels; nothing when everything fits on one page. `size="lg"` (lists of cards used on
 * phones, as the protocol builder's) gives bigger buttons and drops the neighbours of the current page, so the row
 * still fits a narrow screen.
 */
export function Paging({
  meta,
  onChange,
  size = 'md',
}: {
  meta: Pick<TPageMeta, 'current_page' | 'last_page'>;
  onChange: (page: number) => void;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('kit');
  if (meta.last_page <= 1) return null;
  return (
    <Center component="nav" aria-label={t('paging.label')}>
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onChange}
        size={size}
        siblings={size === 'lg' ? 0 : 1}
        getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('paging.page', { page }) })}
      />
    </Center>
  );
}
