import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  QUESTION_KINDS,
  type TCreateQuestionRequest,
  ZCreateQuestionRequest,
} from '@ito/contracts/protocols/assessment-questions';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { CloseIcon } from '../../../../shared/ui/icons.tsx';
import { maxQuestionScore, optionsForKind, type TQuestionKind } from '../lib/question-form.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { NumberField } from './number-field.tsx';
import { EditorForm, TextareaField } from '../../../../shared/forms/form-fields.tsx';

type TQuestionInput = z.input<typeof ZCreateQuestionRequest>;

interface QuestionFormProps {
  defaultValues: TCreateQuestionRequest;
  submitLabel: string;
  onSubmit: (values: TCreateQuestionRequest) => Promise<boolean>;
  onCancel: () => void;
}

/** A question, its kind, and (for choice and scale questions) its options with the score each adds. */
export function QuestionForm({ defaultValues, submitLabel, onSubmit, onCancel }: QuestionFormProps) {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const form = useForm<TQuestionInput, unknown, TCreateQuestionRequest>({
    resolver: zodResolver(ZCreateQuestionRequest),
    defaultValues,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  const kind = (form.watch('kind') ?? 'single') as TQuestionKind;
  const watched = form.watch('options') ?? [];
  const best = maxQuestionScore(
    kind,
    watched.map((o) => ({ label: o.label, score: Number(o.score) })),
  );

  const changeKind = (next: TQuestionKind) => {
    form.setValue('kind', next);
    options.replace(optionsForKind(next, form.getValues('options') ?? []));
  };
  const submit = useFormSubmit(form, onSubmit);

  return (
    <EditorForm form={form} onSubmit={submit} submitLabel={submitLabel} onCancel={onCancel}>
      <TextareaField
        label={t('question.text')}
        required
        minRows={2}
        maxLength={500}
        errorText={errorText}
        form={form}
        name="text"
      />
      <Select
        label={t('question.kind')}
        data={QUESTION_KINDS.map((value) => ({ value, label: t(`questionKinds.${value}`) }))}
        value={kind}
        onChange={(value) => value && changeKind(value as TQuestionKind)}
        allowDeselect={false}
      />
      <Checkbox label={t('question.required')} {...form.register('is_required')} />
      {kind !== 'text' && (
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            {t('question.options')}
          </Text>
          {options.fields.map((field, i) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('question.optionLabel', { n: i + 1 })}
                required
                maxLength={200}
                style={{ flex: 1, minWidth: 0 }}
                {...form.register(`options.${i}.label`)}
                error={errorText(errors.options?.[i]?.label)}
              />
              <NumberField
                control={form.control}
                name={`options.${i}.score`}
                label={t('question.score')}
                allowDecimal={false}
                min={-1000}
                max={1000}
                w={96}
                errorText={errorText}
              />
              <ActionIcon
                variant="subtle"
                color="danger"
                size={44}
                mt={24}
                onClick={() => options.remove(i)}
                disabled={options.fields.length <= 2}
                aria-label={t('question.removeOption', { n: i + 1 })}
              >
                <CloseIcon />
              </ActionIcon>
            </Group>
          ))}
          <Text size="sm" c="danger" role="alert">
            {errorText(errors.options?.root ?? (errors.options as { message?: string } | undefined))}
          </Text>
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="light"
              mih={44}
              onClick={() => options.append({ label: '', score: 0 })}
              disabled={options.fields.length >= PROTOCOL_LIMITS.optionsMax}
            >
              {t('question.addOption')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('question.maxScore', { score: best })}
            </Text>
          </Group>
        </Stack>
      )}
    </EditorForm>
  );
}
