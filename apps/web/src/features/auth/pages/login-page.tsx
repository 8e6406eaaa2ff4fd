import { useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZLoginRequest, type TLoginRequest } from '@ito/contracts/auth/login';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { showSubmitError } from '../../../shared/forms/submit-error.ts';
import { useServerErrors } from '../../../shared/forms/use-server-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { signIn } from '../../../shared/session/sign-in.ts';
import { useLogin } from '../api/auth-api.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { MagicLinkForm } from '../components/magic-link-form.tsx';
import { TextField, PasswordFormField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const [isMagicLink, setIsMagicLink] = useState(false);
  const login = useLogin();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login.mutateAsync(values);
      await signIn(response.data);
    } catch (error) {
      // A wrong password is a 422 whose message sits on `email`: useServerErrors shows it there.
      showSubmitError(form.setError, error);
    }
  });

  return (
    <AuthPanel title={t('login.title')} lead={t('login.lead')}>
      {isMagicLink ? (
        <MagicLinkForm defaultEmail={form.getValues('email')} onCancel={() => setIsMagicLink(false)} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormError error={errors.root?.server} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required form={form} name="email" />
            <PasswordFormField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              form={form}
              name="password"
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/password-recovery" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('login.submit')}
            </Button>
            <Button variant="light" onClick={() => setIsMagicLink(true)} fullWidth>
              {t('login.magicToggle')}
            </Button>
          </Stack>
        </form>
      )}
      <Divider />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" inherit>
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
