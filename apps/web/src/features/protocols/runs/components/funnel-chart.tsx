import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { directionOf } from '../../../../shared/i18n/language.ts';
import { FUNNEL_CHART_MAX_STEPS, funnelChartData, type FunnelRow } from '../lib/funnel.ts';
import { formatCount, stepLabel } from '../lib/step-label.ts';

/**
 * The funnel as horizontal bars (SPEC 9: 300 px high): per step, the followers who went on and those who stopped
 * there. Screen readers get the same numbers as a list; the table below has every step.
 */
export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const language = i18n.language;
  const isRtl = directionOf(language) === 'rtl';
  const data = funnelChartData(rows, (row) => stepLabel(t, row));
  const reachedCount = rows.filter((row) => row.reached > 0).length;

  return (
    <>
      <div role="img" aria-label={t('simulator.funnel.chartLabel')}>
        <BarChart
          h={THEME.chartHeightPx}
          data={data}
          dataKey="step"
          type="stacked"
          orientation="vertical"
          series={[
            { name: 'continued', label: t('simulator.funnel.continued'), color: 'primary.6' },
            { name: 'dropOff', label: t('simulator.funnel.dropOff'), color: 'danger.5' },
          ]}
          withLegend
          valueFormatter={(value) => formatCount(value, language)}
          xAxisProps={{ reversed: isRtl }}
          yAxisProps={{ width: 110, orientation: isRtl ? 'right' : 'left' }}
        />
      </div>
      <VisuallyHidden>
        <ul aria-label={t('simulator.funnel.title')}>
          {data.map((bar) => (
            <li key={bar.step}>
              {bar.step}: {t('simulator.funnel.continued')} {formatCount(bar.continued, language)},{' '}
              {t('simulator.funnel.dropOff')} {formatCount(bar.dropOff, language)}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
      {reachedCount > FUNNEL_CHART_MAX_STEPS ? (
        <Text size="sm" c="dimmed">
          {t('simulator.funnel.more', { shown: FUNNEL_CHART_MAX_STEPS, count: rows.length })}
        </Text>
      ) : null}
    </>
  );
}
