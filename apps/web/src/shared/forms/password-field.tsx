import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with the show/hide toggle labelled in the user's language. Unlike TextInput, Mantine marks
 * its inner input invalid only with `data-invalid`, so `aria-invalid` is set here for screen readers.
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('forms');
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
