import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { categoriesQuery } from '../../catalogue/public.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notFoundError } from '../../../shared/lib/not-found.ts';
import { useUpdateCategory } from '../api/studio-api.ts';
import { CategoryForm } from '../components/category-form.tsx';

/** `/creator/categories/edit/{id}`: the caller's own categories only; a global one is shown as read only. */
export function Component() {
  const { t } = useTranslation('studio');
  usePageTitle(t('categories.editTitle'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const update = useUpdateCategory(id);
  const categories = useQuery(categoriesQuery());

  let content;
  if (categories.isPending) content = <Skeleton height={240} radius="md" />;
  else if (categories.isError) content = <LoadError onRetry={() => void categories.refetch()} />;
  else {
    const category = categories.data.data.find((c) => c.id === id);
    if (!category) throw notFoundError();
    content = category.is_own ? (
      <CategoryForm
        categories={categories.data.data}
        category={category}
        submitLabel={t('categories.save')}
        onSubmit={async (body) => {
          const response = await update.mutateAsync(body);
          useUiStore
            .getState()
            .setFlash({ type: 'success', message: t('categories.saved', { name: response.data.name }) });
          await navigate('/creator/categories');
          return true;
        }}
      />
    ) : (
      <Alert color="gray" variant="light" title={category.name}>
        {t('categories.readOnly')}
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to="/creator/categories" size="sm">
        {t('categories.back')}
      </Anchor>
      <Title order={1}>{t('categories.editTitle')}</Title>
      {content}
    </Stack>
  );
}
