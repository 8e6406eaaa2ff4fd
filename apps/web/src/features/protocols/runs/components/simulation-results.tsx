import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTCOMES, type SimulationResult } from '@ito/protocol/simulate';
import { branchRows, funnelRows, outcomeShares } from '../lib/funnel.ts';
import { formatCount } from '../lib/step-label.ts';
import { BranchesTable } from './branches-table.tsx';
import { DropOffTable } from './drop-off-table.tsx';
import { FunnelChart } from './funnel-chart.tsx';

const OUTCOME_COLORS = { finished: 'success', failed: 'danger', dropped: 'warning', stuck: 'gray' } as const;

/** What a simulation found: outcomes, completion time, the funnel, drop-off per step, branches, end reasons. */
export function SimulationResults({ result, maxEvents }: { result: SimulationResult; maxEvents: number }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const language = i18n.language;
  const rows = funnelRows(result);
  const shares = outcomeShares(result);
  const days = (value: number) => {
    const rounded = Math.round(value * 10) / 10;
    return t('simulator.days', { count: rounded, value: formatCount(rounded, language, 1) });
  };
  const reasons = Object.entries(result.endReasons).filter(([, count]) => (count ?? 0) > 0);

  return (
    <Stack gap="md" aria-live="polite">
      <Section title={t('simulator.summary', { count: result.followers, days: result.horizonDays })}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {OUTCOMES.map((outcome) => (
            <Stack key={outcome} gap={0}>
              <Text size="sm" c="dimmed">
                {t(`simulator.outcome.${outcome}`)}
              </Text>
              <Text fw={700} fz="lg" c={`${OUTCOME_COLORS[outcome]}.8`}>
                {t('simulator.outcomeValue', {
                  value: formatCount(shares[outcome].count, language),
                  pct: formatCount(shares[outcome].pct, language, 1),
                })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm">
          <Text span fw={600}>
            {t('simulator.completion')}:{' '}
          </Text>
          {result.completionDays
            ? t('simulator.completionValue', {
                p50: days(result.completionDays.p50),
                p90: days(result.completionDays.p90),
              })
            : t('simulator.completionNone')}
        </Text>
        {result.outcomes.stuck > 0 ? (
          <Text size="sm" c="dimmed">
            {t('simulator.stuckNote', {
              horizon: formatCount(result.stuckReasons.horizon, language),
              cap: formatCount(result.stuckReasons.event_cap + result.stuckReasons.no_progress, language),
              events: formatCount(maxEvents, language),
            })}
          </Text>
        ) : null}
      </Section>
      <Section title={t('simulator.funnel.title')}>
        <FunnelChart rows={rows} />
      </Section>
      <Section title={t('simulator.table.title')}>
        <DropOffTable rows={rows} />
      </Section>
      <Section title={t('simulator.branches.title')}>
        <BranchesTable rows={branchRows(result)} />
      </Section>
      {reasons.length > 0 ? (
        <Section title={t('simulator.reasons.title')}>
          <List size="sm" spacing={4}>
            {reasons.map(([reason, count]) => (
              <List.Item key={reason}>
                {t(`simulator.reasons.${reason}`)}: {formatCount(count ?? 0, language)}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
