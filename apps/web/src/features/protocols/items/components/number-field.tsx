import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ErrorLike } from '../../../../shared/hooks/use-error-text.ts';

interface NumberFieldProps<T extends FieldValues> extends Omit<NumberInputProps, 'value' | 'onChange' | 'error'> {
  control: Control<T>;
  name: Path<T>;
  /** An emptied field is `null` (a "not set" value) rather than missing. */
  isNullable?: boolean;
  errorText: (error: ErrorLike | undefined) => string | undefined;
}

/** A react-hook-form number: Mantine gives '' for an empty input, the schemas want a number or null. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  isNullable = false,
  errorText,
  ...props
}: NumberFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? (isNullable ? null : undefined) : Number(value))}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
