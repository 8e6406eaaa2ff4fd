import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { categoriesQuery } from '../../catalogue/public.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notFoundError } from '../../../shared/lib/not-found.ts';
import { ProtocolList } from '../components/protocol-list.tsx';

/**
 * `/creator/protocols/{category}`: the list of one category. The segment is the category's slug (readable, the same
 * as the catalogue's `/programs/{category}`); an id is accepted too. An unknown category is the 404 page.
 */
export function Component() {
  const { t } = useTranslation('protocols');
  const segment = useParams().category ?? '';
  const categories = useQuery(categoriesQuery());
  const category = categories.data?.data.find((c) => c.slug === segment || c.id === segment);
  const categoryName = useCategoryName();
  usePageTitle(category ? t('byCategory.title', { category: categoryName(category) }) : t('list.title'));

  if (categories.isPending) return <Skeleton height={240} radius="md" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  if (!category) throw notFoundError();

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/creator/protocols" size="sm">
        {t('backToProtocols')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('byCategory.title', { category: categoryName(category) })}</Title>
          <Text c="dimmed">{t('byCategory.lead')}</Text>
        </Stack>
        <Button component={Link} to="/creator/protocols/add" mih={44}>
          {t('list.create')}
        </Button>
      </Group>
      <ProtocolList key={category.id} categoryId={category.id} />
    </Stack>
  );
}
