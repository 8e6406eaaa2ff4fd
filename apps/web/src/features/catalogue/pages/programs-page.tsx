import { lazy, Suspense, useState } from 'react';
import { Button, Collapse, EmptyState, Grid, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate, useParams } from 'react-router';
import { CATALOGUE_ORDERS } from '@ito/contracts/catalogue/catalogue-constants';
import { useIdleAfterPaint } from '../../../shared/hooks/use-idle-after-paint.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { programsQuery } from '../api/catalogue-queries.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { ProgramGrid, ProgramGridSkeleton } from '../components/program-grid.tsx';
import { notFoundError } from '../../../shared/lib/not-found.ts';
import {
  catalogueUrl,
  countActiveFilters,
  parseCatalogueParams,
  withFilter,
  type CatalogueFilters,
} from '../lib/catalogue-url.ts';
import classes from '../components/catalogue.module.css';

/*
 * The filter form's selects bring popovers and Floating UI (about 40 KB compressed): the form is asked for once the
 * first content has painted and the browser is idle (it is in view on a wide screen), or when a phone opens the
 * closed filters, not before the first paint (decision 031). The order is a native select: small, and the phone's
 * own picker.
 */
const CatalogueFiltersForm = lazy(() =>
  import('../components/catalogue-filters.tsx').then((m) => ({ default: m.CatalogueFiltersForm })),
);

/** The catalogue's route (app/routes.ts): the filters are its segments. */
const PROGRAMS_PATH = '/programs/:category?/:tag?/:level?/:signs?/:time?/:access?/:order?/:popular?/:search?/:page?';

/** `/programs/...`: the URL is the filter state; every control navigates to the URL of its new state. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const params = useParams();
  const navigate = useNavigate();
  const filters = parseCatalogueParams(params);
  if (!filters) throw notFoundError();
  usePageTitle(t('programs.title'));
  // Read at the first render (no server rendering here): a phone neither renders the wide form first nor shifts.
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const [canShowFilters, loadFilters] = useIdleAfterPaint();
  const programs = useQuery(programsQuery(filters));

  const go = (next: CatalogueFilters) => void navigate(catalogueUrl(next));
  // A control changed right after another reads the address as it is now: until the router commits the first change
  // (a transition), this render still holds the filters from before it, and building on those dropped the first one.
  const current = (): CatalogueFilters => {
    const match = matchPath(PROGRAMS_PATH, window.location.pathname);
    return (match && parseCatalogueParams(match.params)) || filters;
  };
  const change = <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) =>
    go(withFilter(current(), key, value));
  const active = countActiveFilters(filters);

  const orderOptions = CATALOGUE_ORDERS.filter((o) => o !== 'relevance' || filters.search).map((value) => ({
    value,
    label: t(`order.${value}`),
  }));

  let results;
  if (programs.isPending) {
    results = <ProgramGridSkeleton />;
  } else if (programs.isError) {
    results = <LoadError onRetry={() => void programs.refetch()} />;
  } else if (programs.data.data.length === 0) {
    results = (
      <EmptyState
        withIndicatorBackground
        title={t('programs.emptyTitle')}
        description={t('programs.emptyBody')}
        role="status"
      >
        {active > 0 ? (
          <Button variant="light" onClick={() => go({})}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    const { data, meta } = programs.data;
    results = (
      <Stack gap="lg">
        <ProgramGrid isBusy={programs.isPlaceholderData}>
          {data.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} />
            </li>
          ))}
        </ProgramGrid>
        <Paging meta={meta} onChange={(page) => change('page', page)} />
      </Stack>
    );
  }

  const form = canShowFilters && (
    <Suspense fallback={null}>
      <CatalogueFiltersForm
        filters={filters}
        facets={programs.data?.facets}
        isEstimate={programs.data?.estimates?.facets}
        onChange={change}
        onReset={() => go(filters.order ? { order: filters.order } : {})}
      />
    </Suspense>
  );
  const orderPlaceholder = t(filters.search ? 'order.relevance' : 'order.default');

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('programs.title')}</Title>
        <Text c="dimmed">{t('programs.lead')}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <section aria-labelledby="catalogue-filters-heading" className={classes.filtersPanel}>
            {isWide ? (
              <>
                <Title order={2} size="h4" id="catalogue-filters-heading" mb="sm">
                  {t('filters.heading')}
                </Title>
                {form}
              </>
            ) : (
              <>
                <Button
                  variant="light"
                  fullWidth
                  onClick={() => {
                    loadFilters();
                    setFiltersOpen((open) => !open);
                  }}
                  aria-expanded={isFiltersOpen}
                  aria-controls="catalogue-filters"
                  id="catalogue-filters-heading"
                >
                  {active > 0 ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
                </Button>
                {/* Closed, the form is not rendered: a phone's first screen does not build seven inputs it hides. */}
                <Collapse expanded={isFiltersOpen} keepMounted={false} id="catalogue-filters" pt="sm">
                  {form}
                </Collapse>
              </>
            )}
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Text role="status" aria-live="polite" c="dimmed">
                {programs.data
                  ? t(programs.data.estimates?.total ? 'programs.countAbout' : 'programs.count', {
                      count: programs.data.meta.total,
                    })
                  : '\u00a0'}
              </Text>
              <NativeSelect
                label={t('filters.order')}
                data={[{ value: '', label: orderPlaceholder }, ...orderOptions]}
                value={filters.order ?? ''}
                onChange={(event) =>
                  change('order', (event.currentTarget.value || undefined) as CatalogueFilters['order'])
                }
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            {results}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
