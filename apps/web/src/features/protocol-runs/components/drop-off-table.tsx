import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FunnelRow } from '../lib/funnel.ts';
import { formatCount, stepLabel } from '../lib/step-label.ts';

/** Every step with how many reached it, visits (loops), drop-off and runs that ended there. */
export function DropOffTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const n = (value: number) => formatCount(value, i18n.language);
  const pct = (value: number) => formatCount(value, i18n.language, 1);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('simulator.table.step')}</Table.Th>
            <Table.Th>{t('simulator.table.reached')}</Table.Th>
            <Table.Th>{t('simulator.table.visits')}</Table.Th>
            <Table.Th>{t('simulator.table.dropOff')}</Table.Th>
            <Table.Th>{t('simulator.table.failed')}</Table.Th>
            <Table.Th>{t('simulator.table.finished')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.nodeId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  <bdi>{stepLabel(t, row)}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`kind.${row.kind}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                {n(row.reached)}{' '}
                <Text span size="xs" c="dimmed">
                  ({pct(row.reachedPct)} %)
                </Text>
              </Table.Td>
              <Table.Td>{n(row.visits)}</Table.Td>
              <Table.Td>
                {row.dropOff > 0 ? (
                  <Badge variant="light" color={row.dropOffPct >= 25 ? 'danger' : 'warning'}>
                    {n(row.dropOff)} · {pct(row.dropOffPct)} %
                  </Badge>
                ) : (
                  n(0)
                )}
              </Table.Td>
              <Table.Td>{n(row.failed)}</Table.Td>
              <Table.Td>{n(row.finished)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
