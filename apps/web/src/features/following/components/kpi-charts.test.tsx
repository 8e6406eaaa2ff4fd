import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TFollowKpi } from '@ito/contracts/following/follows';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { KpiCharts } from './kpi-charts.tsx';

loadTextsBeforeAll(['following']);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const WEIGHT: TFollowKpi = {
  id: 'weight',
  name: 'Body weight',
  unit: 'kg',
  baseline: null,
  target: 70,
  direction: 'decrease',
  why: 'The goal is measured by it.',
  values: [],
};
const value = (on: string, v: number) => ({ task_id: `t-${on}`, on, value: v });
// Strips the first-strong isolates formatAmount puts around a number and its unit.
const text = (element: HTMLElement) => element.textContent?.replace(/[\u2066-\u2069]/g, '');

describe('KpiCharts', () => {
  it('says that nothing is recorded yet when there are no values, without a chart', () => {
    renderWithProviders(<KpiCharts kpis={[WEIGHT]} />);
    expect(screen.getByText('No values recorded yet: they come from the measurement tasks.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a single value as a figure with its date and its distance from the target, not a lone dot', () => {
    renderWithProviders(<KpiCharts kpis={[{ ...WEIGHT, values: [value('2026-11-24', 74.5)] }]} />);
    const card = screen.getByRole('region', { name: 'Body weight' });
    expect(
      within(card).getByText(/^First value, recorded on Tuesday,? (24 November|November 24),? 2026$/),
    ).toBeTruthy();
    expect(
      within(card).getAllByText((_, el) => el?.tagName === 'P' && text(el as HTMLElement) === '74.5 kg'),
    ).toHaveLength(1);
    expect(
      within(card).getByText((_, el) => text(el as HTMLElement) === '4.5 kg from the target of 70 kg'),
    ).toBeTruthy();
    expect(within(card).getByText('The chart of your progress appears with the next value.')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('.recharts-wrapper, svg.recharts-surface')).toBeNull();
  });

  it('says a single value that already meets the target has reached it', () => {
    renderWithProviders(<KpiCharts kpis={[{ ...WEIGHT, values: [value('2026-11-24', 69)] }]} />);
    expect(screen.getAllByText('Target reached')).toHaveLength(2); // the badge and the figure's line
  });

  it('draws the chart from the second value on, with the values listed for screen readers', () => {
    const kpi = { ...WEIGHT, values: [value('2026-11-24', 74.5), value('2026-12-01', 73)] };
    renderWithProviders(<KpiCharts kpis={[kpi]} />);
    expect(
      screen.getByRole('img', { name: 'Body weight: a chart of 2 recorded values against the target' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recorded values' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/^First value/)).toBeNull();
  });

  it('reads the single value in Arabic', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['following']);
    renderWithProviders(<KpiCharts kpis={[{ ...WEIGHT, values: [value('2026-11-24', 74.5)] }]} />);
    expect(screen.getByText(/^القيمة الأولى، سُجِّلت في/)).toBeTruthy();
    expect(screen.getByText('يظهر الرسم البياني لتقدمك مع القيمة التالية.')).toBeTruthy();
  });
});
