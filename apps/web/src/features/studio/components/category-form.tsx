import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateCategoryRequest, type TCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { SelectField } from '../../../shared/forms/form-fields.tsx';
import { FormFrame } from '../../../shared/forms/form-frame.tsx';
import { NameDescriptionFields } from '../../../shared/forms/name-description-fields.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';

type TCategoryFormInput = z.input<typeof ZCreateCategoryRequest>;

interface CategoryFormProps {
  categories: readonly TCategory[];
  /** The category being edited; none for a new one. */
  category?: TCategory;
  submitLabel: string;
  onSubmit: (body: TCreateCategoryRequest) => Promise<boolean>;
}

/** Name, description and an optional top-level parent (categories are two levels deep). */
export function CategoryForm({ categories, category, submitLabel, onSubmit }: CategoryFormProps) {
  const { t } = useTranslation('studio');
  const form = useForm<TCategoryFormInput, unknown, TCreateCategoryRequest>({
    resolver: zodResolver(ZCreateCategoryRequest),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parent_id: category?.parent_id ?? null,
    },
  });
  const submit = useFormSubmit(form, (values) =>
    onSubmit({ ...values, description: values.description?.trim() ? values.description : null }),
  );
  // A category that has children cannot become a child itself; a parent is never a subcategory.
  const hasChildren = category ? categories.some((c) => c.parent_id === category.id) : false;
  const parents = categories
    .filter((c) => c.parent_id === null && c.id !== category?.id)
    .map((c) => ({ value: c.id, label: c.is_global ? c.name : `${c.name} (${t('categories.own')})` }));

  return (
    <FormFrame form={form} onSubmit={submit} submitLabel={submitLabel}>
      <NameDescriptionFields
        form={form}
        names={{ name: 'name', description: 'description' }}
        labels={{ name: t('categories.name'), description: t('categories.description') }}
        limits={{ name: 60, description: 500 }}
      />
      <SelectField
        form={form}
        name="parent_id"
        label={t('categories.parent')}
        description={hasChildren ? t('categories.parentLocked') : t('categories.parentHint')}
        placeholder={t('categories.noParent')}
        data={parents}
        disabled={hasChildren}
        searchable
        clearable
      />
    </FormFrame>
  );
}
