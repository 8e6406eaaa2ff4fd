import { Button, Group, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateCategoryRequest, type TCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useErrorText } from '../../../shared/forms/use-error-text.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

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
  const errorText = useErrorText();
  const form = useForm<TCategoryFormInput, unknown, TCreateCategoryRequest>({
    resolver: zodResolver(ZCreateCategoryRequest),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parent_id: category?.parent_id ?? null,
    },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  // A category that has children cannot become a child itself; a parent is never a subcategory.
  const hasChildren = category ? categories.some((c) => c.parent_id === category.id) : false;
  const parents = categories
    .filter((c) => c.parent_id === null && c.id !== category?.id)
    .map((c) => ({ value: c.id, label: c.is_global ? c.name : `${c.name} (${t('categories.own')})` }));

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, description: values.description?.trim() ? values.description : null });
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={errors.root?.server} />
        <TextField
          label={t('categories.name')}
          styles={TYPED_TEXT_STYLES}
          required
          maxLength={60}
          form={form}
          name="name"
        />
        <TextareaField
          label={t('categories.description')}
          styles={TYPED_TEXT_STYLES}
          autosize
          minRows={2}
          maxLength={500}
          form={form}
          name="description"
        />
        <Controller
          control={form.control}
          name="parent_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('categories.parent')}
              description={hasChildren ? t('categories.parentLocked') : t('categories.parentHint')}
              placeholder={t('categories.noParent')}
              data={parents}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              disabled={hasChildren}
              searchable
              clearable
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
