import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZMagicLinkRequest } from '@ito/contracts/auth/magic-link';
import { FormError, TextField } from '../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';

interface EmailRequestFormProps {
  /** The request's schema: `{ email }` (a sign-in link and a password recovery ask the same). */
  schema: typeof ZMagicLinkRequest;
  send: (values: { email: string }) => Promise<unknown>;
  submitLabel: string;
  /** What to say once sent; the server answers the same for any address, so it never reveals an account. */
  sentMessage: (email: string) => string;
  defaultEmail?: string;
  onSent?: () => void;
}

/** One email field and a submit button that asks the server to mail something, then says it was sent. */
export function EmailRequestForm({
  schema,
  send,
  submitLabel,
  sentMessage,
  defaultEmail = '',
  onSent,
}: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useFormSubmit(form, async (values) => {
    await send(values);
    setSentTo(values.email);
    onSent?.();
  });

  if (sentTo !== null) {
    return (
      <Alert color="success" variant="light" role="status">
        {sentMessage(sentTo)}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormError error={errors.root?.server} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" required form={form} name="email" />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
