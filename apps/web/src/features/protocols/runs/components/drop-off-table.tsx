import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../../shared/ui/resource-table.tsx';
import type { FunnelRow } from '../lib/funnel.ts';
import { formatCount, stepLabel } from '../lib/step-label.ts';

/** Every step with how many reached it, visits (loops), drop-off and runs that ended there. */
export function DropOffTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const n = (value: number) => formatCount(value, i18n.language);
  const pct = (value: number) => formatCount(value, i18n.language, 1);
  return (
    <RowsTable
      label={t('simulator.table.title')}
      rows={rows}
      rowKey={(row) => row.nodeId}
      minWidth={560}
      verticalSpacing="xs"
      striped
      columns={[
        {
          key: 'step',
          header: t('simulator.table.step'),
          cell: (row) => (
            <>
              <Text size="sm" fw={500}>
                <bdi>{stepLabel(t, row)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t(`kind.${row.kind}`)}
              </Text>
            </>
          ),
        },
        {
          key: 'reached',
          header: t('simulator.table.reached'),
          cell: (row) => (
            <>
              {n(row.reached)}{' '}
              <Text span size="xs" c="dimmed">
                ({pct(row.reachedPct)} %)
              </Text>
            </>
          ),
        },
        { key: 'visits', header: t('simulator.table.visits'), secondary: true, cell: (row) => n(row.visits) },
        {
          key: 'dropOff',
          header: t('simulator.table.dropOff'),
          cell: (row) =>
            row.dropOff > 0 ? (
              <Badge variant="light" color={row.dropOffPct >= 25 ? 'danger' : 'warning'}>
                {n(row.dropOff)} · {pct(row.dropOffPct)} %
              </Badge>
            ) : (
              n(0)
            ),
        },
        { key: 'failed', header: t('simulator.table.failed'), secondary: true, cell: (row) => n(row.failed) },
        { key: 'finished', header: t('simulator.table.finished'), secondary: true, cell: (row) => n(row.finished) },
      ]}
    />
  );
}
