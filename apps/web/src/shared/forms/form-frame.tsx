import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack, type ButtonProps, type MantineSpacing } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from './form-error.tsx';

interface FormFrameProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text. */
  submitLabel: string;
  /** The fields; none when `actions` holds them with the button on one line. */
  children?: ReactNode;
  /** The form's accessible name (a page with several forms names each). */
  label?: string;
  gap?: MantineSpacing;
  /** Where the submit button stands on its line. */
  justify?: 'flex-start' | 'flex-end';
  /** Extra props of the submit button (a minimum size, disabled until changed). */
  submitProps?: ButtonProps;
  /** A button before submit that leaves the form (an editor in a panel or a modal). */
  cancel?: { label: string; onClick: () => void };
  /** Replaces the row under the fields (a form with more buttons than submit); it must hold the submit button. */
  actions?: ReactNode;
}

/**
 * The frame of an edit form: the browser's own validation off (the schema speaks in the reader's language), the
 * form-level error on top, the fields, then the submit button at the end of the line, busy while submitting.
 */
export function FormFrame<T extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  children,
  label,
  gap = 'md',
  justify = 'flex-end',
  submitProps,
  cancel,
  actions,
}: FormFrameProps<T, C, R>) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        <FormError error={errors.root?.server} />
        {children}
        {actions ?? (
          <Group justify={justify} gap="sm">
            {cancel && (
              <Button variant="default" onClick={cancel.onClick} mih={44}>
                {cancel.label}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting} {...submitProps}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
