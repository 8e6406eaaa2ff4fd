import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTaskActionResponse, TTaskDetail } from '@ito/contracts/following/tasks';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useFinishTask } from '../api/following-api.ts';
import { formatAmount } from '../lib/format.ts';
import { isolate } from '../lib/paths.ts';
import {
  answerField,
  checkTaskForm,
  needsKpiValue,
  NOTES_MAX,
  toCompleteRequest,
  type TaskFormErrors,
  type TaskFormValues,
} from '../lib/task-form.ts';
import classes from './following.module.css';

interface TaskFormProps {
  task: TTaskDetail;
  onFinished: (result: TTaskActionResponse['data'], action: 'done' | 'skip') => Promise<void> | void;
}

/**
 * Finishing a task: its questions (each required), the KPI value it measures, notes; Complete or Skip. Errors are
 * checked here first and, when the server still refuses (422), its messages appear under their question.
 */
export function TaskForm({ task, onFinished }: TaskFormProps) {
  const { t, i18n } = useTranslation('following');
  const [values, setValues] = useState<TaskFormValues>({ answers: {}, kpiValue: '', notes: '' });
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [busy, setBusy] = useState<'done' | 'skip' | null>(null);
  const finishing = useFinishTask();
  // The server's messages by code, in the reader's language (decision 045).
  const serverErrors = useFieldErrors();
  const hideServerError = useValidationStore((s) => s.hideError);
  const kpi = task.kpi;
  const fieldId = (field: string) => `task-${task.id}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  const errorOf = (field: string): string | undefined => {
    if (errors[field]) return t(errors[field]);
    return serverErrors[field]?.[0];
  };

  const change = (field: string, next: Partial<TaskFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    hideServerError(field);
  };

  const focusFirst = (fields: string[]) => {
    const first = fields[0];
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    const target = element?.querySelector<HTMLElement>('input, textarea') ?? element;
    target?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkTaskForm(task, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst([...task.questions.map((q) => answerField(q.id)), 'kpi_value', 'notes'].filter((f) => found[f]));
      return;
    }
    setBusy('done');
    try {
      await onFinished(
        await finishing.mutateAsync({ id: task.id, action: 'done', body: toCompleteRequest(task, values) }),
        'done',
      );
    } catch (error) {
      // 422: the messages are in the validation store, shown under their fields; other failures were flashed.
      if (isApiError(error) && error.status === 422) focusFirst(Object.keys(useValidationStore.getState().errors));
      else if (!isApiError(error)) console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const onSkip = async () => {
    if (busy) return;
    if (!(await useUiStore.getState().confirm(t('actions.skipConfirm', { title: isolate(task.title) })))) return;
    setBusy('skip');
    try {
      await onFinished(await finishing.mutateAsync({ id: task.id, action: 'skip' }), 'skip');
    } catch (error) {
      if (!isApiError(error)) console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const statusError = serverErrors.status?.[0];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy !== null}>
      <Stack gap="lg">
        {task.questions.map((question) => {
          const field = answerField(question.id);
          return (
            <Radio.Group
              key={question.id}
              id={fieldId(field)}
              name={field}
              label={<span className={classes.typed}>{question.prompt}</span>}
              withAsterisk
              value={values.answers[question.id] ?? null}
              onChange={(value) => change(field, { answers: { ...values.answers, [question.id]: value } })}
              error={errorOf(field)}
            >
              <Stack gap="xs" mt="xs">
                {question.options.map((option, optionIndex) => (
                  <Radio
                    key={optionIndex}
                    value={String(optionIndex)}
                    label={<span className={classes.typed}>{option.label}</span>}
                    disabled={busy !== null}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        })}

        {needsKpiValue(task) ? (
          <NumberInput
            id={fieldId('kpi_value')}
            label={kpi ? t('form.kpiLabel', { name: kpi.name }) : t('form.kpiLabelPlain')}
            description={
              kpi ? t('form.kpiTarget', { value: formatAmount(kpi.target, kpi.unit, i18n.language) }) : undefined
            }
            rightSection={
              kpi?.unit ? (
                <Text size="sm" c="dimmed">
                  {kpi.unit}
                </Text>
              ) : undefined
            }
            rightSectionWidth={kpi?.unit ? Math.max(40, kpi.unit.length * 9 + 16) : undefined}
            withAsterisk
            decimalScale={2}
            hideControls
            inputMode="decimal"
            value={values.kpiValue}
            onChange={(value) => change('kpi_value', { kpiValue: value })}
            error={errorOf('kpi_value')}
            maw={320}
          />
        ) : null}

        <Textarea
          id={fieldId('notes')}
          label={t('form.notes')}
          description={t('form.notesHint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTES_MAX}
          value={values.notes}
          onChange={(event) => change('notes', { notes: event.currentTarget.value })}
          error={errorOf('notes')}
          classNames={{ input: classes.typed }}
        />

        {statusError ? (
          <Alert color="danger" variant="light" role="alert">
            {statusError}
          </Alert>
        ) : null}

        <Group gap="sm">
          <Button type="submit" className={classes.touch} loading={busy === 'done'} disabled={busy === 'skip'}>
            {t('form.complete')}
          </Button>
          <Button
            variant="default"
            className={classes.touch}
            loading={busy === 'skip'}
            disabled={busy === 'done'}
            onClick={() => void onSkip()}
          >
            {t('actions.skip')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
