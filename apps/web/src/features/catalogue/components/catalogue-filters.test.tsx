import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCatalogueFacets } from '@ito/contracts/catalogue/list-programs';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import { CatalogueFiltersForm } from './catalogue-filters.tsx';

beforeAll(async () => {
  // jsdom has no ResizeObserver; Mantine's select asks for it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18nReady;
  await i18n.loadNamespaces(['catalogue']);
});
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
  render(
    <MantineProvider>
      <CatalogueFiltersForm
        filters={{}}
        facets={facets(popular)}
        isEstimate={isEstimate}
        onChange={() => undefined}
        onReset={() => undefined}
      />
    </MantineProvider>,
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
