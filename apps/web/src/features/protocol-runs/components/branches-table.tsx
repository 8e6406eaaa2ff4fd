import { Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('simulator.table.step')}</Table.Th>
            <Table.Th>{t('simulator.branches.met')}</Table.Th>
            <Table.Th>{t('simulator.branches.notMet')}</Table.Th>
            <Table.Th>{t('simulator.branches.metShare')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.nodeId}>
              <Table.Td>
                <bdi>{stepLabel(t, row)}</bdi>
              </Table.Td>
              <Table.Td>{n(row.met)}</Table.Td>
              <Table.Td>{n(row.notMet)}</Table.Td>
              <Table.Td miw={120}>
                <Progress
                  value={row.metPct}
                  color="success"
                  aria-label={`${stepLabel(t, row)}: ${t('simulator.branches.metShare')}`}
                />
                <Text size="xs" c="dimmed">
                  {formatCount(row.metPct, i18n.language, 1)} %
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
