import type { FormEventHandler, ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type ButtonProps,
  type MantineSpacing,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TYPED_TEXT_STYLES } from '../lib/bidi.ts';
import { PasswordField } from './password-field.tsx';
import { useErrorText, type ErrorLike } from '../hooks/use-error-text.ts';

/** The form-level error (a server message for no particular field), announced to screen readers. */
export function FormError({ error }: { error: ErrorLike | undefined }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert color="danger" variant="light" role="alert">
      {errorText(error)}
    </Alert>
  );
}

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

interface EditorFormProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text, also the form's name ("Add question", "Save module"). */
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The frame of an editor in a panel or a dialog: named by its action, "Cancel" beside submit when it can be left,
 * both buttons big enough for a finger.
 */
export function EditorForm<T extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: EditorFormProps<T, C, R>) {
  const { t } = useTranslation();
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

interface NameDescriptionFieldsProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  /** The form's fields for the two (a program calls its name `title`). */
  names: { name: Path<T>; description: Path<T> };
  labels: { name: string; description: string; descriptionHint?: string };
  /** Longest name and description the server takes; none where the schema says it only at publishing. */
  limits: { name: number; description?: number };
  /** Lines the description shows before it grows. */
  descriptionRows?: number;
  /** Fields that stand between the two (a program's one-line summary). */
  between?: ReactNode;
}

/**
 * What names a thing an author makes (a protocol, a program, a category): a required name and a growing description,
 * both typed text that takes the direction of its own first letter.
 */
export function NameDescriptionFields<T extends FieldValues, C, R extends FieldValues>({
  form,
  names,
  labels,
  limits,
  descriptionRows = 2,
  between,
}: NameDescriptionFieldsProps<T, C, R>) {
  return (
    <>
      <TextField
        label={labels.name}
        styles={TYPED_TEXT_STYLES}
        required
        maxLength={limits.name}
        form={form}
        name={names.name}
      />
      {between}
      <TextareaField
        label={labels.description}
        description={labels.descriptionHint}
        styles={TYPED_TEXT_STYLES}
        minRows={descriptionRows}
        maxLength={limits.description}
        form={form}
        name={names.description}
      />
    </>
  );
}

interface ContactFieldsProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  labels: { fullName: string; email: string };
  /** The form's fields for the two, when not `full_name` and `email`. */
  names?: { fullName: Path<T>; email: Path<T> };
  /** One under the other (a narrow card), instead of side by side from the small breakpoint. */
  stacked?: boolean;
}

/** Who is writing: a full name and an email, both required, filled in by the browser where it can. */
export function ContactFields<T extends FieldValues, C, R extends FieldValues>({
  form,
  labels,
  names = { fullName: 'full_name' as Path<T>, email: 'email' as Path<T> },
  stacked = false,
}: ContactFieldsProps<T, C, R>) {
  const fields = (
    <>
      <TextField label={labels.fullName} autoComplete="name" required form={form} name={names.fullName} />
      <TextField label={labels.email} type="email" autoComplete="email" required form={form} name={names.email} />
    </>
  );
  if (stacked) return fields;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {fields}
    </SimpleGrid>
  );
}

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
