import { useMemo } from 'react';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useErrorText } from '../../../shared/forms/use-error-text.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { categoriesQuery } from '../../catalogue/public.ts';
import { ownProgramsQuery, type TProtocolFields } from '../api/protocols-api.ts';
import { PROTOCOL_LIMITS, protocolBody, ZProtocolForm, type TProtocolForm } from '../lib/protocol-form.ts';
import { TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

const TYPED = { input: { unicodeBidi: 'plaintext' } } as const;

/** "Parent › Child" labels, sorted, so a subcategory is found under its parent. */
function categoryData(categories: readonly TCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .map((c) => {
      const parent = c.parent_id ? byId.get(c.parent_id) : undefined;
      return { value: c.id, label: parent ? `${parent.name} › ${c.name}` : c.name };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

interface ProtocolFormProps {
  defaultValues: TProtocolForm;
  submitLabel: string;
  /** Sends the body; resolves false when the server refused (its field errors then show here). */
  onSubmit: (body: TProtocolFields) => Promise<boolean>;
}

/** Name, description, category and the program that carries the protocol (add and edit). */
export function ProtocolForm({ defaultValues, submitLabel, onSubmit }: ProtocolFormProps) {
  const { t } = useTranslation('protocols');
  const errorText = useErrorText();
  const categories = useQuery(categoriesQuery());
  const programs = useQuery(ownProgramsQuery());
  const form = useForm<TProtocolForm>({ resolver: zodResolver(ZProtocolForm), defaultValues });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const categoryOptions = useMemo(() => categoryData(categories.data?.data ?? []), [categories.data]);
  const programOptions = useMemo(
    () => (programs.data?.data ?? []).map((p) => ({ value: p.id, label: p.title })),
    [programs.data],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(protocolBody(values));
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={errors.root?.server} />
        <TextField
          label={t('form.name')}
          styles={TYPED}
          required
          maxLength={PROTOCOL_LIMITS.nameMax}
          form={form}
          name="name"
        />
        <TextareaField
          label={t('form.description')}
          description={t('form.descriptionHint')}
          styles={TYPED}
          autosize
          minRows={3}
          maxLength={PROTOCOL_LIMITS.descriptionMax}
          form={form}
          name="description"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="category_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('form.category')}
                placeholder={categories.isPending ? t('form.loading') : t('form.noCategory')}
                data={categoryOptions}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                nothingFoundMessage={t('form.nothingFound')}
                error={errorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="program_id"
            render={({ field, fieldState }) => (
              <Select
                label={t('form.program')}
                description={t('form.programHint')}
                placeholder={programs.isPending ? t('form.loading') : t('form.noProgram')}
                data={programOptions}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                nothingFoundMessage={t('form.nothingFound')}
                error={errorText(fieldState.error)}
              />
            )}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isSubmitting} miw={120} mih={44}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
