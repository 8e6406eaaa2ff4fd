import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFollowKpi } from '@ito/contracts/following/follows';
import { formatAmount, formatLongDay } from '../lib/format.ts';
import type { KpiPoint, KpiStanding } from '../lib/kpi.ts';

interface KpiSingleValueProps {
  kpi: TFollowKpi;
  point: KpiPoint;
  standing: KpiStanding;
}

/**
 * The first recorded value of a KPI, as a figure with its date and how far it is from the target. One point makes no
 * line and no time axis (the chart would be a lone dot), so the chart waits for the second value.
 */
export function KpiSingleValue({ kpi, point, standing }: KpiSingleValueProps) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const withUnit = (value: number) => formatAmount(value, kpi.unit, language);
  const gap = Math.abs(kpi.target - point.value);
  return (
    <Stack gap={4} py="sm">
      <Text size="sm" c="dimmed">
        {t('kpi.firstValue', { day: formatLongDay(point.on, language) })}
      </Text>
      <Text component="p" fz={32} fw={700} lh={1.2} m={0}>
        {withUnit(point.value)}
      </Text>
      <Text size="sm">
        {standing === 'reached'
          ? t('kpi.standing.reached')
          : t('kpi.gapToTarget', { gap: withUnit(gap), target: withUnit(kpi.target) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('kpi.chartAfterSecond')}
      </Text>
    </Stack>
  );
}
