import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZPasswordRecoveryRequest, type TPasswordRecoveryRequest } from '@ito/contracts/auth/password';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { requestPasswordRecovery } from '../api/auth-api.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { TextField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.title'));
  const [isSent, setIsSent] = useState(false);
  const form = useForm<TPasswordRecoveryRequest>({
    resolver: zodResolver(ZPasswordRecoveryRequest),
    defaultValues: { email: '' },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordRecovery(values);
      setIsSent(true);
    } catch (error) {
      showSubmitError(form.setError, error);
    }
  });

  return (
    <AuthPanel title={t('recovery.title')} lead={isSent ? undefined : t('recovery.lead')}>
      {isSent ? (
        <Alert color="success" variant="light" role="status">
          {t('recovery.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required form={form} name="email" />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('recovery.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login" inherit>
          {t('recovery.backToLogin')}
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
