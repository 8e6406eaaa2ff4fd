import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import type { TItemCreateRequest } from '@ito/contracts/protocols/items';
import { itemFieldFor, toItemBody } from '../lib/item-body.ts';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import {
  type AnyItemFormValues,
  itemFormSchema,
  type ItemKind,
  KPI_DIRECTIONS,
  NUDGE_CHANNELS,
  ORDER_TYPES,
} from '../lib/item-kinds.ts';
import { currencyDigits } from '../../../../shared/lib/money.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { NumberField } from './number-field.tsx';
import { EditorForm } from '../../../../shared/forms/form-fields.tsx';

interface ItemFormProps {
  kind: ItemKind;
  defaultValues: AnyItemFormValues;
  submitLabel: string;
  /** Resolves whether it was saved; a refusal has already been shown (422 under the fields). */
  onSubmit: (body: TItemCreateRequest) => Promise<boolean>;
  onCancel?: () => void;
}

/** Name, description and the fields of one item kind, validated with the kind's schema before it is sent. */
export function ItemForm({ kind, defaultValues, submitLabel, onSubmit, onCancel }: ItemFormProps) {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const form = useForm<AnyItemFormValues>({
    resolver: zodResolver(itemFormSchema(kind)) as unknown as Resolver<AnyItemFormValues>,
    defaultValues,
  });
  const { errors } = form.formState;
  const err = (field: string) => errorText(errors[field] as { message?: string; type?: string } | undefined);
  const currency = String(form.watch('currency') ?? 'USD');

  const submit = useFormSubmit(form, (values) => onSubmit(toItemBody(kind, values)), itemFieldFor);

  const select = (name: string, options: readonly string[], prefix: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`fields.${name}`)}
          data={options.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
          value={String(field.value ?? '')}
          onChange={(value) => field.onChange(value)}
          allowDeselect={false}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <EditorForm form={form} onSubmit={submit} submitLabel={submitLabel} onCancel={onCancel}>
      <TextInput
        label={t('fields.name')}
        required
        maxLength={PROTOCOL_LIMITS.itemNameMax}
        {...form.register('name')}
        error={err('name')}
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={2}
        maxLength={PROTOCOL_LIMITS.textMax}
        {...form.register('description')}
        error={err('description')}
      />
      {kind === 'activity' && (
        <>
          <Textarea
            label={t('fields.instructions')}
            autosize
            minRows={3}
            {...form.register('instructions')}
            error={err('instructions')}
          />
          <NumberField
            control={form.control}
            name="minutes"
            isNullable
            label={t('fields.minutes')}
            description={t('hints.optional')}
            min={1}
            allowDecimal={false}
            errorText={errorText}
          />
        </>
      )}
      {kind === 'nudge' && (
        <>
          <Textarea
            label={t('fields.message')}
            required
            autosize
            minRows={3}
            {...form.register('message')}
            error={err('message')}
          />
          {select('channel', NUDGE_CHANNELS, 'channels')}
        </>
      )}
      {kind === 'challenge' && (
        <>
          <Textarea
            label={t('fields.goal')}
            required
            autosize
            minRows={2}
            {...form.register('goal')}
            error={err('goal')}
          />
          <NumberField
            control={form.control}
            name="days"
            label={t('fields.days')}
            required
            min={1}
            max={365}
            allowDecimal={false}
            errorText={errorText}
          />
        </>
      )}
      {kind === 'order' && (
        <>
          {select('type', ORDER_TYPES, 'orderTypes')}
          <Group grow align="flex-start" wrap="wrap">
            <NumberField
              control={form.control}
              name="amount"
              label={t('fields.amount')}
              description={t('hints.amount')}
              required
              min={0}
              decimalScale={currencyDigits(currency)}
              thousandSeparator=","
              errorText={errorText}
              miw={160}
            />
            <TextInput
              label={t('fields.currency')}
              required
              maxLength={3}
              miw={100}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...form.register('currency')}
              error={err('currency')}
            />
          </Group>
        </>
      )}
      {kind === 'assessment' && (
        <NumberField
          control={form.control}
          name="pass_score"
          isNullable
          label={t('fields.pass_score')}
          description={t('hints.pass_score')}
          min={0}
          allowDecimal={false}
          errorText={errorText}
        />
      )}
      {kind === 'kpi' && (
        <>
          <TextInput
            label={t('fields.unit')}
            required
            maxLength={32}
            placeholder={t('hints.unit')}
            {...form.register('unit')}
            error={err('unit')}
          />
          <NumberField control={form.control} name="target" label={t('fields.target')} required errorText={errorText} />
          {select('direction', KPI_DIRECTIONS, 'kpiDirections')}
        </>
      )}
      {kind === 'ai' && (
        <Textarea
          label={t('fields.prompt')}
          description={t('hints.prompt')}
          required
          autosize
          minRows={6}
          maxLength={PROTOCOL_LIMITS.textMax}
          {...form.register('prompt')}
          error={err('prompt')}
        />
      )}
    </EditorForm>
  );
}
