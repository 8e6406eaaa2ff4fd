import '@mantine/charts/styles.layer.css';
import { useId } from 'react';
import { LineChart } from '@mantine/charts';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import type { TFollowKpi } from '@ito/contracts/following/follows';
import { directionOf } from '../../../shared/i18n/language.ts';
import { formatAmount, formatLongDay, formatNumber, formatShortDay } from '../lib/format.ts';
import { kpiPoints, kpiStanding, type KpiStanding } from '../lib/kpi.ts';
import classes from './following.module.css';
import { KpiSingleValue } from './kpi-single-value.tsx';
import { LabelledText } from './labelled-text.tsx';

const STANDING_COLORS: Record<KpiStanding, string> = {
  none: 'gray',
  reached: 'success',
  on_way: 'primary',
  off_track: 'danger',
};

/**
 * One line chart per KPI (SPEC 9: 300 px high) with its target as a reference line, once there are two values to
 * draw a line between; the first value alone is a figure with its date. This module brings the chart library, so the
 * dashboard loads it only when the KPI tab opens.
 */
export function KpiCharts({ kpis }: { kpis: TFollowKpi[] }) {
  return (
    <Stack gap="md">
      {kpis.map((kpi) => (
        <KpiChart key={kpi.id} kpi={kpi} />
      ))}
    </Stack>
  );
}

function KpiChart({ kpi }: { kpi: TFollowKpi }) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const titleId = useId();
  const isRtl = directionOf(language) === 'rtl';
  const points = kpiPoints(kpi);
  const standing = kpiStanding(kpi);
  const withUnit = (value: number) => formatAmount(value, kpi.unit, language);
  const data = points.map((point) => ({ day: formatShortDay(point.on, language), value: point.value }));
  const latest = points.at(-1);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md" id={titleId} className={classes.typed}>
            {kpi.name}
          </Title>
          <Badge variant="light" color={STANDING_COLORS[standing]}>
            {t(`kpi.standing.${standing}`)}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('kpi.target', { value: withUnit(kpi.target) })} · {t(`kpi.direction.${kpi.direction}`)}
          </Text>
          {kpi.baseline !== null ? <Text size="sm">{t('kpi.baseline', { value: withUnit(kpi.baseline) })}</Text> : null}
          {latest && points.length > 1 ? (
            <Text size="sm">{t('kpi.latest', { value: withUnit(latest.value) })}</Text>
          ) : null}
        </Group>
        {points.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kpi.noValues')}
          </Text>
        ) : points.length === 1 && latest ? (
          <KpiSingleValue kpi={kpi} point={latest} standing={standing} />
        ) : (
          <div role="img" aria-label={t('kpi.chartLabel', { name: kpi.name, count: points.length })}>
            <LineChart
              h={THEME.chartHeightPx}
              data={data}
              dataKey="day"
              series={[{ name: 'value', label: kpi.name, color: 'primary.6' }]}
              curveType="linear"
              withLegend={false}
              unit={kpi.unit ? ` ${kpi.unit}` : undefined}
              valueFormatter={(value) => formatNumber(value, language)}
              referenceLines={[
                {
                  y: kpi.target,
                  label: t('kpi.targetLine'),
                  color: 'success.6',
                  strokeDasharray: '6 4',
                  ifOverflow: 'extendDomain',
                },
                ...(kpi.baseline !== null
                  ? [
                      {
                        y: kpi.baseline,
                        label: t('kpi.baselineLine'),
                        color: 'gray.5',
                        strokeDasharray: '2 4',
                        ifOverflow: 'extendDomain' as const,
                      },
                    ]
                  : []),
              ]}
              xAxisProps={{ reversed: isRtl }}
              yAxisProps={{ orientation: isRtl ? 'right' : 'left' }}
            />
          </div>
        )}
        {points.length > 1 ? (
          <VisuallyHidden>
            <ul aria-label={t('kpi.values')}>
              {points.map((point, index) => (
                <li key={`${point.on}-${index}`}>
                  {formatLongDay(point.on, language)}: {withUnit(point.value)}
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        ) : null}
        <LabelledText label={t('why')} c="dimmed">
          {kpi.why}
        </LabelledText>
      </Stack>
    </Card>
  );
}
