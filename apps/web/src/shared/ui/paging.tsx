import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPageMeta } from '@ito/contracts/common/paging';

/** Mantine pagination with spoken labels; nothing when everything fits on one page. */
export function Paging({ meta, onChange }: { meta: TPageMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('kit');
  if (meta.last_page <= 1) return null;
  return (
    <Center component="nav" aria-label={t('paging.label')}>
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onChange}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('paging.page', { page }) })}
      />
    </Center>
  );
}
