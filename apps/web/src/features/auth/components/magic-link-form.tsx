import { useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZMagicLinkRequest, type TMagicLinkRequest } from '@ito/contracts/auth/magic-link';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { requestMagicLink } from '../api/auth-api.ts';
import { TextField } from '../../../shared/forms/form-fields.tsx';

interface MagicLinkFormProps {
  defaultEmail: string;
  onCancel: () => void;
}

/** "Email me a sign-in link": the server always answers the same, so the message never reveals an account. */
export function MagicLinkForm({ defaultEmail, onCancel }: MagicLinkFormProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TMagicLinkRequest>({
    resolver: zodResolver(ZMagicLinkRequest),
    defaultValues: { email: defaultEmail },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestMagicLink(values);
      setSentTo(values.email);
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('login.magicHeading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('login.magicLead')}
      </Text>
      {sentTo ? (
        <Alert color="success" variant="light" role="status">
          {t('login.magicSent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required form={form} name="email" />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('login.magicSubmit')}
            </Button>
          </Stack>
        </form>
      )}
      <Button variant="subtle" onClick={onCancel}>
        {t('login.backToPassword')}
      </Button>
    </Stack>
  );
}
