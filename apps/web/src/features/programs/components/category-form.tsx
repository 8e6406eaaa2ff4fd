import type { ReactNode } from 'react';
import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { categoriesQuery } from '../../catalogue/public.ts';
import { CATEGORY_LIST_PATH } from '../lib/category-paths.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TCreateCategoryRequest, ZCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import { FormFrame, NameDescriptionFields, SelectField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';

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

/**
 * The add and edit category screens: the way back, the title, and (once the categories a parent is picked from have
 * loaded) what `children` makes of them.
 */
export function CategoryScreen({
  title,
  children,
}: {
  title: string;
  children: (categories: readonly TCategory[]) => ReactNode;
}) {
  const { t } = useTranslation('studio');
  usePageTitle(title);
  const categories = useQuery(categoriesQuery());

  let content;
  if (categories.isPending) content = <Skeleton height={240} radius="md" />;
  else if (categories.isError) content = <LoadError onRetry={() => void categories.refetch()} />;
  else content = children(categories.data.data);

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={CATEGORY_LIST_PATH} size="sm">
        {t('categories.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}
