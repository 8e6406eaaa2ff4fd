import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { usePageParam } from '../hooks/use-page-param.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadError } from './load-error.tsx';
import { Paging } from './paging.tsx';

/** The part of a TanStack Query result a card list reads: pending, failed (with retry) or one page of rows. */
export interface CardListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: { data: T[]; meta: TPageMeta } | undefined;
  refetch: () => unknown;
}

interface CardListProps<T> {
  query: CardListQuery<T>;
  /** Shown when the first page is empty (a later page that became empty still shows its pager). */
  empty: ReactNode;
  /** Numbered lists (an assessment's questions) are `<ol>`. */
  ordered?: boolean;
  children: (row: T, index: number, meta: TPageMeta) => ReactNode;
}

/**
 * A paged list of cards in its four states: loading, failed with retry, empty, the cards and their pager (the big
 * one: card lists are used on phones). The page is the URL's `?page=` (`usePageParam`), which the caller's query
 * reads too. The table form of the same states is `ResourceTable`.
 */
export function CardList<T>({ query, empty, ordered = false, children }: CardListProps<T>) {
  const [page, setPage] = usePageParam();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (data.length === 0 && page === 1) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component={ordered ? 'ol' : 'ul'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((row, index) => children(row, index, meta))}
      </Stack>
      <Paging meta={meta} onChange={setPage} size="lg" />
    </Stack>
  );
}

/** One card of a `CardList`: what it is on the start side, its buttons on the end side, wrapping on phones. */
export function ListCard({
  children,
  actions,
  gap = 2,
  basis = 220,
}: {
  children: ReactNode;
  actions?: ReactNode;
  gap?: number;
  basis?: number;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={gap} style={{ flex: `1 1 ${basis}px`, minWidth: 0 }}>
          {children}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

/** A card's first line: what a person typed or an address, bold, breaking anywhere rather than overflowing. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      <bdi>{children}</bdi>
    </Text>
  );
}
