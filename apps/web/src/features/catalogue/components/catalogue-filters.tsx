import { useEffect, useState } from 'react';
import { Button, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_BUCKET_NAMES, CATALOGUE_ACCESS } from '@ito/contracts/catalogue/catalogue-constants';
import type { TCatalogueFacets, TFacetValue } from '@ito/contracts/catalogue/list-programs';
import { FILTER_LEVELS, type CatalogueFilters } from '../lib/catalogue-url.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';

const EMPTY_FACETS: TCatalogueFacets = {
  category: [],
  tag: [],
  level: [],
  signs: [],
  time: [],
  access: [],
  popular: [],
};

interface CatalogueFiltersProps {
  filters: CatalogueFilters;
  facets: TCatalogueFacets | undefined;
  /** The counts are estimates (many matches): shown as "~1,200". */
  isEstimate?: boolean;
  onChange: <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) => void;
  onReset: () => void;
}

type Option = { value: string; label: string };

/**
 * Facet values as options with their counts; a chosen value the facets do not list stays choosable. Estimated counts
 * (many matches: decision 027) read "~1,200", and an estimated 0 shows no count rather than a false "(0)".
 */
function facetOptions(
  values: readonly TFacetValue[],
  labelOf: (value: string, facet?: TFacetValue) => string,
  selected: readonly string[] = [],
  fixed?: readonly string[],
  isEstimate = false,
): Option[] {
  const byValue = new Map(values.map((v) => [v.value, v]));
  const order = fixed ?? [...values.map((v) => v.value), ...selected.filter((s) => !byValue.has(s))];
  return order.map((value) => {
    const facet = byValue.get(value);
    const label = labelOf(value, facet);
    if (!facet || (isEstimate && facet.count === 0)) return { value, label };
    return { value, label: `${label} (${isEstimate ? `~${facet.count.toLocaleString()}` : facet.count})` };
  });
}

export function CatalogueFiltersForm({
  filters,
  facets = EMPTY_FACETS,
  isEstimate = false,
  onChange,
  onReset,
}: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue');
  const categoryName = useCategoryName();
  const [search, setSearch] = useState(filters.search ?? '');
  // Back/forward or a link changes the URL under the form: the box follows it.
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  const popularCount = facets.popular.find((v) => v.value === '1')?.count;

  return (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange('search', search);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light">
            {t('filters.searchSubmit')}
          </Button>
        </Group>
      </form>
      <Select
        label={t('filters.category')}
        placeholder={t('filters.any')}
        data={facetOptions(
          facets.category,
          (v, f) => categoryName({ slug: v, name: f?.label ?? v }),
          filters.category ? [filters.category] : [],
          undefined,
          isEstimate,
        )}
        value={filters.category ?? null}
        onChange={(value) => onChange('category', value ?? undefined)}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.tag')}
        placeholder={t('filters.any')}
        data={facetOptions(facets.tag, (v) => v, filters.tag ? [filters.tag] : [], undefined, isEstimate)}
        value={filters.tag ?? null}
        onChange={(value) => onChange('tag', value ?? undefined)}
        clearable
        searchable
      />
      <Select
        label={t('filters.level')}
        placeholder={t('filters.any')}
        data={facetOptions(facets.level, (v) => t(`levels.${v}`), [], FILTER_LEVELS, isEstimate)}
        value={filters.level ?? null}
        onChange={(value) => onChange('level', (value ?? undefined) as CatalogueFilters['level'])}
        clearable
      />
      <MultiSelect
        label={t('filters.signs')}
        placeholder={filters.signs?.length ? undefined : t('filters.any')}
        data={facetOptions(facets.signs, (v) => v, filters.signs ?? [], undefined, isEstimate)}
        value={filters.signs ?? []}
        onChange={(value) => onChange('signs', value)}
        clearable
        searchable
      />
      <Select
        label={t('filters.time')}
        placeholder={t('filters.any')}
        data={facetOptions(facets.time, (v) => t(`time.${v}`), [], TIME_BUCKET_NAMES, isEstimate)}
        value={filters.time ?? null}
        onChange={(value) => onChange('time', (value ?? undefined) as CatalogueFilters['time'])}
        clearable
      />
      <Select
        label={t('filters.access')}
        placeholder={t('filters.any')}
        data={facetOptions(facets.access, (v) => t(`access.${v}`), [], CATALOGUE_ACCESS, isEstimate)}
        value={filters.access ?? null}
        onChange={(value) => onChange('access', (value ?? undefined) as CatalogueFilters['access'])}
        clearable
      />
      <Switch
        label={
          popularCount === undefined || (isEstimate && popularCount === 0)
            ? t('filters.popular')
            : `${t('filters.popular')} (${isEstimate ? `~${popularCount.toLocaleString()}` : popularCount})`
        }
        checked={filters.isPopular ?? false}
        onChange={(event) => onChange('isPopular', event.currentTarget.checked)}
        py={6}
      />
      <Button variant="subtle" onClick={onReset} disabled={Object.keys(filters).length === 0}>
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
