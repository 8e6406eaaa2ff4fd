import { useState } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TLoginRequest, ZLoginRequest } from '@ito/contracts/auth/login';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { signIn } from '../../../shared/session/sign-in.ts';
import { useLogin } from '../api/auth-api.ts';
import { AuthPanel, AuthSwitch } from '../components/auth-panel.tsx';
import { MagicLinkForm } from '../components/magic-link-form.tsx';
import { FormError, PasswordFormField, TextField } from '../../../shared/forms/form-fields.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const [isMagicLink, setIsMagicLink] = useState(false);
  const login = useLogin();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // A wrong password is a 422 whose message sits on `email`: the form shows it there.
  const onSubmit = useFormSubmit(form, async (values) => {
    const response = await login.mutateAsync(values);
    await signIn(response.data);
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
      <AuthSwitch question={t('login.noAccount')} label={t('login.register')} to="/register" />
    </AuthPanel>
  );
}
