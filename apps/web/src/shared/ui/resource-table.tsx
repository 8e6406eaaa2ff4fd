import { Box, Button, Menu, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadError, StudioLoadError } from './load-error.tsx';
import { Paging } from './paging.tsx';

export interface ResourceColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  minWidth?: number;
  /** Left out below 768 px (SPEC 9's mobile breakpoint), where the key columns must fit the screen. */
  secondary?: boolean;
}

/** The part of a TanStack Query result the table reads: pending, failed (with retry) or one page of rows. */
export interface ResourceQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  data: { data: T[]; meta?: TPageMeta } | undefined;
  refetch: () => unknown;
}

export interface ResourceTableProps<T> {
  /** What the table lists: the accessible name of its scrolling region. */
  label: string;
  query: ResourceQuery<T>;
  columns: ResourceColumn<T>[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  /** Row actions in the last column, whose header is spoken but not shown. */
  actions?: { label: string; render: (row: T) => ReactNode };
  onPage?: (page: number) => void;
  minWidth?: number;
  /** Studio screens explain a 403 (not an expert yet) instead of offering a retry that cannot succeed. */
  studio?: boolean;
}

/**
 * One page of a list: skeleton while loading, an error with retry, an empty state, the table and its paging.
 * Screens bring their columns, actions and empty state; the states and their accessible names live here once.
 */
export function ResourceTable<T>({
  label,
  query,
  columns,
  rowKey,
  empty,
  actions,
  onPage,
  minWidth = 640,
  studio = false,
}: ResourceTableProps<T>) {
  if (query.isPending) return <ListSkeleton height={48} />;
  if (query.isError || !query.data) {
    const retry = () => void query.refetch();
    return studio ? <StudioLoadError error={query.error} onRetry={retry} /> : <LoadError onRetry={retry} />;
  }
  const { data: rows, meta } = query.data;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <RowsTable
        label={label}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        actions={actions}
        minWidth={minWidth}
        highlightOnHover
        dimmed={query.isPlaceholderData}
      />
      {meta && onPage && <Paging meta={meta} onChange={onPage} />}
    </Stack>
  );
}

interface RowsTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: ResourceColumn<T>[];
  rowKey: (row: T) => string;
  actions?: { label: string; render: (row: T) => ReactNode };
  minWidth: number;
  highlightOnHover?: boolean;
  striped?: boolean;
  /** Rows of the previous page shown while the next one loads. */
  dimmed?: boolean;
  verticalSpacing?: 'xs' | 'sm';
}

/**
 * The table itself in its keyboard-reachable scrolling frame (secondary columns left out on phones): for rows already
 * in hand (reports, simulations).
 */
export function RowsTable<T>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  minWidth,
  highlightOnHover,
  striped,
  dimmed,
  verticalSpacing = 'sm',
}: RowsTableProps<T>) {
  return (
    <TableScroll label={label} minWidth={minWidth}>
      <Table
        verticalSpacing={verticalSpacing}
        highlightOnHover={highlightOnHover}
        striped={striped}
        style={dimmed === undefined ? undefined : { opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} visibleFrom={column.secondary ? 'sm' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>{actions.label}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} miw={column.minWidth} visibleFrom={column.secondary ? 'sm' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions.render(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The "Actions" menu button of one row; its accessible name names the row. */
export function RowActions({
  label,
  name,
  busy,
  children,
  mih,
}: {
  label: string;
  name: string;
  busy: boolean;
  children: ReactNode;
  mih?: number;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-sm" mih={mih} loading={busy} aria-label={name}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * The frame of every table in the studio: a region named after the list that scrolls sideways when the table is wider
 * than the screen, and that a keyboard can focus to scroll it (axe scrollable-region-focusable). The minimum width
 * holds from 768 px up; below it the table fits the screen, its secondary columns (`visibleFrom="sm"`) left out, so
 * the key columns stay in view (decision 087). Plain Mantine props, no style sheet: no chunk of its own.
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth?: number; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth ? { base: 0, sm: minWidth } : undefined}>{children}</Box>
    </Box>
  );
}
