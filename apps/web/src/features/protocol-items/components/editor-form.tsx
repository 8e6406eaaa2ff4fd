import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../shared/forms/form-frame.tsx';

interface EditorFormProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text, also the form's name ("Add question", "Save module"). */
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}

/** The frame of an item editor in the builder's panels and modals: named by its action, cancel beside submit. */
export function EditorForm<T extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: EditorFormProps<T, C, R>) {
  const { t } = useTranslation('protocol-items');
  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      label={submitLabel}
      submitProps={{ mih: 44 }}
      cancel={onCancel && { label: t('actions.cancel'), onClick: onCancel }}
    >
      {children}
    </FormFrame>
  );
}
