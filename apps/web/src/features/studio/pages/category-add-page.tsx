import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { categoriesQuery } from '../../catalogue/public.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useCreateCategory } from '../api/studio-api.ts';
import { CategoryForm } from '../components/category-form.tsx';

/** `/creator/categories/add`. */
export function Component() {
  const { t } = useTranslation('studio');
  usePageTitle(t('categories.addTitle'));
  const navigate = useNavigate();
  const create = useCreateCategory();
  const categories = useQuery(categoriesQuery());

  let content;
  if (categories.isPending) content = <Skeleton height={240} radius="md" />;
  else if (categories.isError) content = <LoadError onRetry={() => void categories.refetch()} />;
  else
    content = (
      <CategoryForm
        categories={categories.data.data}
        submitLabel={t('categories.createSubmit')}
        onSubmit={async (body) => {
          const response = await create.mutateAsync(body);
          useUiStore
            .getState()
            .setFlash({ type: 'success', message: t('categories.created', { name: response.data.name }) });
          await navigate('/creator/categories');
          return true;
        }}
      />
    );

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to="/creator/categories" size="sm">
        {t('categories.back')}
      </Anchor>
      <Title order={1}>{t('categories.addTitle')}</Title>
      {content}
    </Stack>
  );
}
