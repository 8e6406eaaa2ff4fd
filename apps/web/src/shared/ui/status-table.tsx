import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusParams } from '../hooks/use-list-params.ts';
import { ListEmpty } from './list-empty.tsx';
import { type ResourceTableProps, ResourceTable, RowActions } from './resource-table.tsx';
import { StatusFilter } from './status-filter.tsx';

interface StatusTableProps<S extends string, T extends { id: string }> extends Omit<
  ResourceTableProps<T>,
  'empty' | 'onPage' | 'actions' | 'rowKey' | 'studio'
> {
  filter: StatusParams<S>;
  /** Where the list's texts live, as `namespace:prefix` (`protocols:list`); statuses read `namespace:status.<value>`. */
  texts: `${string}:${string}`;
  /** Where the empty list's "create the first one" goes. */
  createTo: string;
  /** Each row's actions menu: its accessible name, whether the row is busy and the menu items. */
  rowActions: { nameOf: (row: T) => string; busyId: string | null; mih?: number; items: (row: T) => ReactNode };
}

/**
 * A creator's list of things with a status: the status filter with its total, the table with its row actions, and an
 * empty state that either offers to clear the filter or to create the first one. A studio list, so a 403 explains
 * itself. The texts follow one key layout under `prefix` (`filterLabel`, `total`, `actions`, `emptyTitle`, `emptyBody`,
 * `createFirst`, `emptyFilteredTitle`, `emptyFilteredBody`, `showAll`), so each screen brings only its columns and
 * actions.
 */
export function StatusTable<S extends string, T extends { id: string }>({
  texts,
  filter: { statuses, status, setFilter },
  createTo,
  rowActions,
  query,
  ...table
}: StatusTableProps<S, T>) {
  const [ns, prefix] = texts.split(':') as [string, string];
  const { t } = useTranslation(ns);
  const text = (key: string, options: Record<string, unknown> = {}) => t(`${prefix}.${key}`, options);
  const statusText = (value: string) => t(`status.${value}`);
  const empty = (
    <ListEmpty
      filtered={
        status
          ? {
              title: text('emptyFilteredTitle', { status: statusText(status) }),
              body: text('emptyFilteredBody'),
              showAll: text('showAll'),
              onShowAll: () => setFilter({ status: null }),
            }
          : null
      }
      create={{ title: text('emptyTitle'), body: text('emptyBody'), label: text('createFirst'), to: createTo }}
    />
  );
  return (
    <Stack gap="md">
      <StatusFilter
        label={text('filterLabel')}
        value={status}
        statuses={statuses}
        labelOf={statusText}
        allLabel={t('status.all')}
        onChange={(next) => setFilter({ status: next })}
        total={query.data?.meta && text('total', { count: query.data.meta.total })}
      />
      <ResourceTable
        {...table}
        query={query}
        studio
        rowKey={(row) => row.id}
        empty={empty}
        onPage={(next) => setFilter({ page: next })}
        actions={{
          label: text('actions'),
          render: (row) => (
            <RowActions
              label={text('actions')}
              name={rowActions.nameOf(row)}
              busy={rowActions.busyId === row.id}
              mih={rowActions.mih}
            >
              {rowActions.items(row)}
            </RowActions>
          ),
        }}
      />
    </Stack>
  );
}
