import { Button, Card, EmptyState, Group, List, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CREATOR_ORDERS } from '@ito/contracts/catalogue/catalogue-constants';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { categoriesQuery, creatorsListQuery } from '../api/catalogue-queries.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { CreatorCard } from '../components/creator-card.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { notFoundError } from '../../../shared/lib/not-found.ts';
import { PROFESSION_SUGGESTIONS } from '@ito/contracts/profile/profile';
import { creatorsUrl, parseCreatorParams, withCreatorFilter, type CreatorFilters } from '../lib/creators-url.ts';

const COLS = { base: 1, xs: 2, lg: 3 };

/** Shown on `/creators` alone: why an expert would publish here, and the way in. */
function JoinAsExpert() {
  const { t } = useTranslation('catalogue');
  const reasons = t('creators.join.reasons', { returnObjects: true }) as string[];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="join-expert-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="join-expert-heading">
          {t('creators.join.heading')}
        </Title>
        <List spacing={4}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button component={Link} to="/register?type=expert">
            {t('creators.join.register')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('creators.join.hint')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/creators/{category}/{rating}/{role}/{order}/{popular}/{page}`: the URL is the filter state. */
export function Component() {
  const { t } = useTranslation(['catalogue', 'profile']);
  const params = useParams();
  const navigate = useNavigate();
  const filters = parseCreatorParams(params);
  if (!filters) throw notFoundError();
  usePageTitle(t('creators.title'));
  const creators = useQuery(creatorsListQuery(filters));
  const categories = useQuery(categoriesQuery());
  const categoryName = useCategoryName();
  const isBare = Object.values(params).every((value) => value === undefined);

  const change = <K extends keyof CreatorFilters>(key: K, value: CreatorFilters[K]) =>
    void navigate(creatorsUrl(withCreatorFilter(filters, key, value)));

  const roleOptions = PROFESSION_SUGGESTIONS.map((key) => ({
    value: key.replace(/_/g, '-'),
    label: t(`profile:professions.${key}`),
  }));
  if (filters.role && !roleOptions.some((o) => o.value === filters.role)) {
    roleOptions.push({ value: filters.role, label: filters.role.replace(/-/g, ' ') });
  }
  const categoryOptions = (categories.data?.data ?? [])
    .filter((c) => c.is_global)
    .map((c) => ({ value: c.slug, label: categoryName(c) }));
  if (filters.category && !categoryOptions.some((o) => o.value === filters.category)) {
    categoryOptions.push({ value: filters.category, label: filters.category });
  }

  let results;
  if (creators.isPending) {
    results = (
      <SimpleGrid cols={COLS} aria-hidden>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card key={i} withBorder h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (creators.isError) {
    results = <LoadError onRetry={() => void creators.refetch()} />;
  } else if (creators.data.data.length === 0) {
    results = (
      <EmptyState
        withIndicatorBackground
        role="status"
        title={t('creators.emptyTitle')}
        description={t('creators.emptyBody')}
      >
        <Button variant="light" onClick={() => void navigate('/creators')}>
          {t('filters.reset')}
        </Button>
      </EmptyState>
    );
  } else {
    results = (
      <Stack gap="lg">
        <SimpleGrid
          component="ul"
          cols={COLS}
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: creators.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={creators.isPlaceholderData}
        >
          {creators.data.data.map((creator) => (
            <li key={creator.id}>
              <CreatorCard creator={creator} headingLevel="h2" />
            </li>
          ))}
        </SimpleGrid>
        <Paging meta={creators.data.meta} onChange={(page) => change('page', page)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('creators.title')}</Title>
        <Text c="dimmed">{t('creators.lead')}</Text>
      </Stack>
      {isBare ? <JoinAsExpert /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="section" aria-label={t('filters.heading')}>
        <Select
          label={t('filters.category')}
          placeholder={t('filters.any')}
          data={categoryOptions}
          value={filters.category ?? null}
          onChange={(value) => change('category', value ?? undefined)}
          clearable
          searchable
        />
        <Select
          label={t('creators.rating')}
          placeholder={t('filters.any')}
          data={[4, 3, 2, 1].map((n) => ({ value: String(n), label: t('creators.ratingAtLeast', { rating: n }) }))}
          value={filters.rating ? String(filters.rating) : null}
          onChange={(value) => change('rating', value ? Number(value) : undefined)}
          clearable
        />
        <Select
          label={t('creators.role')}
          placeholder={t('filters.any')}
          data={roleOptions}
          value={filters.role ?? null}
          onChange={(value) => change('role', value ?? undefined)}
          clearable
          searchable
        />
        <Select
          label={t('filters.order')}
          placeholder={t('creators.order.rating')}
          data={CREATOR_ORDERS.map((value) => ({ value, label: t(`creators.order.${value}`) }))}
          value={filters.order ?? null}
          onChange={(value) => change('order', (value ?? undefined) as CreatorFilters['order'])}
          clearable
        />
        <Switch
          label={t('creators.popular')}
          checked={filters.isPopular ?? false}
          onChange={(event) => change('isPopular', event.currentTarget.checked)}
          py={6}
        />
      </SimpleGrid>
      <Text role="status" aria-live="polite" c="dimmed">
        {creators.data ? t('creators.count', { count: creators.data.meta.total }) : '\u00a0'}
      </Text>
      {results}
    </Stack>
  );
}
