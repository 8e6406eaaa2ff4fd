import { Alert } from '@mantine/core';
import { useErrorText, type ErrorLike } from './use-error-text.ts';

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
