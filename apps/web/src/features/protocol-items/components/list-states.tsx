import type { ReactNode } from 'react';
import { Alert, Button, Center, EmptyState, Pagination, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Rows while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('protocol-items');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load, said in place, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('protocol-items');
  return (
    <Alert color="danger" variant="light" title={t('list.loadError')} role="alert">
      <Button variant="light" onClick={onRetry} mt="xs" mih={44}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyList({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <EmptyState withIndicatorBackground title={title} description={body}>
      {children}
    </EmptyState>
  );
}

/** The `?page=` of the current URL, so a page of a list can be linked and survives reloads. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: true },
    );
  return [page, setPage];
}

export function Pager({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (p: number) => void }) {
  const { t } = useTranslation('protocol-items');
  if (lastPage <= 1) return null;
  return (
    <Center component="nav" aria-label={t('list.pages')}>
      <Pagination
        value={page}
        total={lastPage}
        onChange={onChange}
        size="lg"
        siblings={0}
        getItemProps={(p) => ({ 'aria-label': t('list.page', { page: p }) })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
      />
    </Center>
  );
}
