import { SimpleGrid } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './form-fields.tsx';

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
