import { useEffect, useMemo, useRef, useState } from 'react';
import { NumberInput, SimpleGrid, TagsInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROGRAM_ACCESS, PROGRAM_LEVELS, PROGRAM_LIMITS, type TProgramFields } from '@ito/contracts/programs/fields';
import { PUBLISH_MINIMUMS } from '@ito/contracts/programs/publish-program';
import {
  FormFrame,
  NameDescriptionFields,
  SelectField,
  TextareaField,
  TextField,
} from '../../../shared/forms/form-fields.tsx';
import { useErrorText } from '../../../shared/hooks/use-error-text.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { categoriesQuery, categoryOptions } from '../../catalogue/public.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import {
  detailsBody,
  detailsFieldFor,
  type TDetailsForm,
  type TDetailsFormInput,
  ZDetailsForm,
} from '../lib/details-form.ts';
import { currencyDigits, formatMoney, toMinor } from '../../../shared/lib/money.ts';
import { usePlatformFeeBps } from '../../commerce/public.ts';
import { feeOf } from '@ito/ledger/allocate';
import { money } from '@ito/ledger/money';
import { CoverField } from './cover-field.tsx';

interface ProgramDetailsFormProps {
  defaultValues: TDetailsFormInput;
  coverUrl: string | null;
  submitLabel: string;
  /** Sends the body; resolves false when the server refused (its field errors then show on the form). */
  onSubmit: (body: TProgramFields) => Promise<boolean>;
  /** Called with the values as they are typed, so a parent can keep them while the form is hidden. */
  onValuesChange?: (values: TDetailsFormInput, coverUrl: string | null) => void;
}

interface ListFieldProps {
  control: Control<TDetailsFormInput, unknown, TDetailsForm>;
  name: 'tags' | 'signs';
  label: string;
  hint: string;
}

/** Tags and signs are the same kind of field: a bounded list of short words. */
function ListField({ control, name, label, hint }: ListFieldProps) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description={hint}
          value={field.value ?? []}
          onChange={field.onChange}
          maxTags={PROGRAM_LIMITS.listMax}
          clearable
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}

export function ProgramDetailsForm({
  defaultValues,
  coverUrl: initialCoverUrl,
  submitLabel,
  onSubmit,
  onValuesChange,
}: ProgramDetailsFormProps) {
  const { t, i18n } = useTranslation('studio');
  const feeBps = usePlatformFeeBps();
  const errorText = useErrorText();
  const categories = useQuery(categoriesQuery());
  const categoryName = useCategoryName();
  const [coverUrl, setCoverUrl] = useState(initialCoverUrl);
  // Read by the values subscription, which must see a new cover in the same change as its file id.
  const coverRef = useRef(initialCoverUrl);
  const form = useForm<TDetailsFormInput, unknown, TDetailsForm>({
    resolver: zodResolver(ZDetailsForm),
    defaultValues,
  });
  const submit = useFormSubmit(form, (values) => onSubmit(detailsBody(values)), detailsFieldFor);
  const { errors } = form.formState;
  const access = form.watch('access');
  const currency = form.watch('currency');
  const isPriced = access === 'paid' || access === 'subscription';

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = form.watch((values) => onValuesChange(values as TDetailsFormInput, coverRef.current));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  const categoryData = useMemo(
    () => categoryOptions(categories.data?.data ?? [], categoryName),
    [categories.data, categoryName],
  );

  return (
    <FormFrame form={form} onSubmit={submit} submitLabel={submitLabel}>
      <NameDescriptionFields
        form={form}
        names={{ name: 'title', description: 'description' }}
        labels={{
          name: t('details.title'),
          description: t('details.description'),
          descriptionHint: t('details.descriptionHint', { count: PUBLISH_MINIMUMS.description }),
        }}
        limits={{ name: PROGRAM_LIMITS.titleMax }}
        descriptionRows={5}
        between={
          <TextareaField
            label={t('details.summary')}
            styles={TYPED_TEXT_STYLES}
            description={t('details.summaryHint', { count: PUBLISH_MINIMUMS.summary })}
            minRows={2}
            maxLength={PROGRAM_LIMITS.summaryMax}
            form={form}
            name="summary"
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          form={form}
          name="category_id"
          label={t('details.category')}
          placeholder={t('details.categoryPick')}
          data={categoryData}
          searchable
          clearable
          nothingFoundMessage={t('details.categoryNone')}
        />
        <SelectField
          form={form}
          name="level"
          label={t('details.level')}
          data={PROGRAM_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))}
          cleared="all"
          allowDeselect={false}
        />
        <ListField control={form.control} name="tags" label={t('details.tags')} hint={t('details.tagsHint')} />
        <ListField control={form.control} name="signs" label={t('details.signs')} hint={t('details.signsHint')} />
        <Controller
          control={form.control}
          name="duration_weeks"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('details.duration')}
              description={t('details.durationHint')}
              min={1}
              max={PROGRAM_LIMITS.durationWeeksMax}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <SelectField
          form={form}
          name="access"
          label={t('details.access')}
          data={PROGRAM_ACCESS.map((value) => ({ value, label: t(`access.${value}`) }))}
          cleared="free"
          allowDeselect={false}
        />
        <Controller
          control={form.control}
          name="price"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('details.price')}
              description={
                isPriced
                  ? feeBps === null
                    ? t('details.priceHint')
                    : t('details.priceFee', {
                        percent: new Intl.NumberFormat(i18n.language, {
                          style: 'percent',
                          maximumFractionDigits: 2,
                        }).format(feeBps / 10_000),
                        net: formatMoney(
                          netOfPlatformFee(toMinor(Number(field.value) || 0, currency ?? 'USD'), feeBps),
                          currency ?? 'USD',
                          i18n.language,
                        ),
                      })
                  : t('details.priceFree')
              }
              disabled={!isPriced}
              min={0}
              decimalScale={currencyDigits(currency ?? 'USD')}
              value={isPriced ? field.value : 0}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <TextField
          label={t('details.currency')}
          description={t('details.currencyHint')}
          maxLength={3}
          form={form}
          name="currency"
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="cover_file_id"
        render={({ field }) => (
          <CoverField
            previewUrl={coverUrl}
            error={errorText(errors.file ?? errors.cover_file_id)}
            onChange={(cover) => {
              coverRef.current = cover?.previewUrl ?? null;
              setCoverUrl(coverRef.current);
              field.onChange(cover?.id ?? null);
            }}
          />
        )}
      />
    </FormFrame>
  );
}

/**
 * What a creator receives of a price before the payment provider's fee: the price less the platform's fee, by the
 * ledger's rounding rule (which does not depend on the currency, so any known code stands in for a typed one).
 */
function netOfPlatformFee(minor: number, feeBps: number): number {
  if (!Number.isSafeInteger(minor) || minor <= 0) return 0;
  return minor - feeOf(money(minor, 'USD'), feeBps).amount;
}
