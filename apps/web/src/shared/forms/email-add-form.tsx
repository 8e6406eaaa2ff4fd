import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './form-fields.tsx';
import { FormFrame } from './form-frame.tsx';
import type { ErrorLike } from './use-error-text.ts';

interface EmailAddFormProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name (it sits among other controls). */
  label: string;
  emailLabel: string;
  submitLabel: string;
  name?: Path<T>;
  errorText?: (error: ErrorLike | undefined) => string | undefined;
  /** Fields after the address on the same line (the role a new member gets). */
  children?: ReactNode;
}

/**
 * Adds someone by email on one line: the address (not filled in by the browser, it is someone else's), any other
 * fields, and the button, wrapping under each other on a narrow screen.
 */
export function EmailAddForm<T extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  label,
  emailLabel,
  submitLabel,
  name = 'email' as Path<T>,
  errorText,
  children,
}: EmailAddFormProps<T, C, R>) {
  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      label={label}
      gap="sm"
      actions={
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextField
            type="email"
            label={emailLabel}
            required
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
            errorText={errorText}
            form={form}
            name={name}
          />
          {children}
          <Button type="submit" loading={form.formState.isSubmitting} mih={44} mt={{ base: 0, xs: 24 }}>
            {submitLabel}
          </Button>
        </Group>
      }
    />
  );
}
