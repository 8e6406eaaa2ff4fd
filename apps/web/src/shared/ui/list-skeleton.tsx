import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Grey rows while a list loads, busy and named "Loading…" for screen readers. The name is in `common`, which every
 * screen has from the start, so the skeleton itself never waits for texts.
 */
export function ListSkeleton({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}
