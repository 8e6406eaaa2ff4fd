import {
  Select,
  TextInput,
  Textarea,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field.tsx';
import { useErrorText, type ErrorLike } from './use-error-text.ts';

/**
 * A field of a react-hook-form form: registered under `name`, its error said in the reader's language (by
 * `errorText` when a feature words some errors itself).
 */
type Bound<T extends FieldValues, C, R extends FieldValues> = {
  form: UseFormReturn<T, C, R>;
  name: Path<T>;
  errorText?: (error: ErrorLike | undefined) => string | undefined;
};

function useBound<T extends FieldValues, C, R extends FieldValues>({ form, name, errorText }: Bound<T, C, R>) {
  const shared = useErrorText();
  const say = errorText ?? shared;
  return { ...form.register(name), error: say(form.getFieldState(name, form.formState).error) };
}

/** A Mantine TextInput bound to a form field. */
export function TextField<T extends FieldValues, C, R extends FieldValues>({
  form,
  name,
  errorText,
  ...props
}: Bound<T, C, R> & Omit<TextInputProps, 'name' | 'error' | 'form'>) {
  return <TextInput {...props} {...useBound({ form, name, errorText })} />;
}

/** A Mantine Textarea bound to a form field; it grows with its text (every long text here does), from `minRows`. */
export function TextareaField<T extends FieldValues, C, R extends FieldValues>({
  form,
  name,
  errorText,
  ...props
}: Bound<T, C, R> & Omit<TextareaProps, 'name' | 'error' | 'form'>) {
  return <Textarea autosize {...props} {...useBound({ form, name, errorText })} />;
}

/** The password input (shared/forms/password-field.tsx) bound to a form field. */
export function PasswordFormField<T extends FieldValues, C, R extends FieldValues>({
  form,
  name,
  errorText,
  ...props
}: Bound<T, C, R> & Omit<PasswordInputProps, 'name' | 'error' | 'form'>) {
  return <PasswordField {...props} {...useBound({ form, name, errorText })} />;
}

/**
 * A Mantine Select bound to a form field. A cleared select stores `cleared` (null unless the field wants a value:
 * '' for an optional text, a default for one that may not be empty), and an empty field shows it; `onPick` runs
 * after the value is stored.
 */
export function SelectField<T extends FieldValues, C, R extends FieldValues>({
  form,
  name,
  errorText,
  cleared = null,
  onPick,
  ...props
}: Bound<T, C, R> &
  Omit<SelectProps, 'name' | 'error' | 'form' | 'value' | 'onChange'> & {
    cleared?: string | null;
    onPick?: (value: string | null) => void;
  }) {
  const shared = useErrorText();
  const say = errorText ?? shared;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          value={(field.value as string | null | undefined) || cleared || null}
          onChange={(value) => {
            field.onChange((value ?? cleared) as PathValue<T, Path<T>>);
            onPick?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={say(fieldState.error)}
        />
      )}
    />
  );
}
