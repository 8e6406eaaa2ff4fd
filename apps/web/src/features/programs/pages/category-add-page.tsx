import { useTranslation } from 'react-i18next';
import { useCreateCategory } from '../api/studio-api.ts';
import { CategoryForm, CategoryScreen } from '../components/category-form.tsx';
import { useCategorySaved } from '../hooks/use-category-saved.ts';

/** `/creator/categories/add`. */
export function Component() {
  const { t } = useTranslation('studio');
  const saved = useCategorySaved();
  const create = useCreateCategory();
  return (
    <CategoryScreen title={t('categories.addTitle')}>
      {(categories) => (
        <CategoryForm
          categories={categories}
          submitLabel={t('categories.createSubmit')}
          onSubmit={async (body) => {
            const response = await create.mutateAsync(body);
            return saved(t('categories.created', { name: response.data.name }));
          }}
        />
      )}
    </CategoryScreen>
  );
}
