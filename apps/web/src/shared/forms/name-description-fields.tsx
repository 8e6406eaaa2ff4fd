import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TYPED_TEXT_STYLES } from '../lib/bidi.ts';
import { TextField, TextareaField } from './form-fields.tsx';

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
