import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCatalogueFacets } from '@ito/contracts/catalogue/list-programs';
import { CatalogueFiltersForm } from './catalogue-filters.tsx';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';

loadTextsBeforeAll(['catalogue', 'kit']);
afterEach(cleanup);

const facets = (popular: number): TCatalogueFacets => ({
  category: [],
  tag: [],
  level: [],
  signs: [],
  time: [],
  access: [],
  popular: [{ value: '1', label: null, count: popular }],
});

function renderForm(popular: number, isEstimate: boolean) {
  renderWithProviders(
    <CatalogueFiltersForm
      filters={{}}
      facets={facets(popular)}
      isEstimate={isEstimate}
      onChange={() => undefined}
      onReset={() => undefined}
    />,
  );
}

describe('catalogue filter counts', () => {
  it('shows exact counts as they are', () => {
    renderForm(3, false);
    expect(screen.getByLabelText('Popular only (3)')).toBeTruthy();
  });

  it('marks estimated counts as approximate, and shows no count for an estimated zero', () => {
    renderForm(1200, true);
    expect(screen.getByLabelText('Popular only (~1,200)')).toBeTruthy();
    cleanup();
    renderForm(0, true);
    expect(screen.getByLabelText('Popular only')).toBeTruthy();
  });
});
