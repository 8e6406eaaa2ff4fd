import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame, NameDescriptionFields, SelectField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { categoriesQuery, categoryOptions } from '../../catalogue/public.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { ownProgramsQuery, type TProtocolFields } from '../api/protocols-api.ts';
import { PROTOCOL_LIMITS, protocolBody, type TProtocolForm, ZProtocolForm } from '../lib/protocol-form.ts';

interface ProtocolFormProps {
  defaultValues: TProtocolForm;
  submitLabel: string;
  /** Sends the body; resolves false when the server refused (its field errors then show here). */
  onSubmit: (body: TProtocolFields) => Promise<boolean>;
}

/** Name, description, category and the program that carries the protocol (add and edit). */
export function ProtocolForm({ defaultValues, submitLabel, onSubmit }: ProtocolFormProps) {
  const { t } = useTranslation('protocols');
  const categories = useQuery(categoriesQuery());
  const categoryName = useCategoryName();
  const programs = useQuery(ownProgramsQuery());
  const form = useForm<TProtocolForm>({ resolver: zodResolver(ZProtocolForm), defaultValues });
  const submit = useFormSubmit(form, (values) => onSubmit(protocolBody(values)));

  const categoryData = useMemo(
    () => categoryOptions(categories.data?.data ?? [], categoryName),
    [categories.data, categoryName],
  );
  const programData = useMemo(
    () => (programs.data?.data ?? []).map((p) => ({ value: p.id, label: p.title })),
    [programs.data],
  );

  return (
    <FormFrame
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      justify="flex-start"
      submitProps={{ miw: 120, mih: 44 }}
    >
      <NameDescriptionFields
        form={form}
        names={{ name: 'name', description: 'description' }}
        labels={{
          name: t('form.name'),
          description: t('form.description'),
          descriptionHint: t('form.descriptionHint'),
        }}
        limits={{ name: PROTOCOL_LIMITS.nameMax, description: PROTOCOL_LIMITS.descriptionMax }}
        descriptionRows={3}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          form={form}
          name="category_id"
          label={t('form.category')}
          placeholder={categories.isPending ? t('form.loading') : t('form.noCategory')}
          data={categoryData}
          searchable
          clearable
          nothingFoundMessage={t('form.nothingFound')}
        />
        <SelectField
          form={form}
          name="program_id"
          label={t('form.program')}
          description={t('form.programHint')}
          placeholder={programs.isPending ? t('form.loading') : t('form.noProgram')}
          data={programData}
          searchable
          clearable
          nothingFoundMessage={t('form.nothingFound')}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
