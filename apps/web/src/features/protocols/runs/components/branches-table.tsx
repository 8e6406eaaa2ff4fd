import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../../shared/ui/resource-table.tsx';
import type { BranchRow } from '../lib/funnel.ts';
import { formatCount, stepLabel } from '../lib/step-label.ts';

/** Steps that branch on a condition, and how often the condition was met. */
export function BranchesTable({ rows }: { rows: readonly BranchRow[] }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const n = (value: number) => formatCount(value, i18n.language);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('simulator.branches.none')}
      </Text>
    );
  }
  return (
    <RowsTable
      label={t('simulator.branches.title')}
      rows={rows}
      rowKey={(row) => row.nodeId}
      minWidth={480}
      verticalSpacing="xs"
      columns={[
        { key: 'step', header: t('simulator.table.step'), cell: (row) => <bdi>{stepLabel(t, row)}</bdi> },
        { key: 'met', header: t('simulator.branches.met'), secondary: true, cell: (row) => n(row.met) },
        { key: 'notMet', header: t('simulator.branches.notMet'), secondary: true, cell: (row) => n(row.notMet) },
        {
          key: 'metShare',
          header: t('simulator.branches.metShare'),
          minWidth: 120,
          cell: (row) => (
            <>
              <Progress
                value={row.metPct}
                color="success"
                aria-label={`${stepLabel(t, row)}: ${t('simulator.branches.metShare')}`}
              />
              <Text size="xs" c="dimmed">
                {formatCount(row.metPct, i18n.language, 1)} %
              </Text>
            </>
          ),
        },
      ]}
    />
  );
}
