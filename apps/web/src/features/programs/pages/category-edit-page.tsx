import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { notFoundError } from '../../../shared/lib/not-found.ts';
import { useUpdateCategory } from '../api/studio-api.ts';
import { CategoryForm, CategoryScreen } from '../components/category-form.tsx';
import { useCategorySaved } from '../hooks/use-category-saved.ts';

/** `/creator/categories/edit/{id}`: the caller's own categories only; a global one is shown as read only. */
export function Component() {
  const { t } = useTranslation('studio');
  const id = useParams().id ?? '';
  const saved = useCategorySaved();
  const update = useUpdateCategory(id);

  const edit = (categories: readonly TCategory[]) => {
    const category = categories.find((c) => c.id === id);
    if (!category) throw notFoundError();
    if (!category.is_own) {
      return (
        <Alert color="gray" variant="light" title={category.name}>
          {t('categories.readOnly')}
        </Alert>
      );
    }
    return (
      <CategoryForm
        categories={categories}
        category={category}
        submitLabel={t('categories.save')}
        onSubmit={async (body) => {
          const response = await update.mutateAsync(body);
          return saved(t('categories.saved', { name: response.data.name }));
        }}
      />
    );
  };

  return <CategoryScreen title={t('categories.editTitle')}>{edit}</CategoryScreen>;
}
