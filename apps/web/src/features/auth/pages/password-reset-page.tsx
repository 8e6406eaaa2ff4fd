import { useMemo } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZPasswordResetRequest } from '@ito/contracts/auth/password';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { signIn } from '../../../shared/session/sign-in.ts';
import { useResetPassword } from '../api/auth-api.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { FormError, PasswordFormField } from '../../../shared/forms/form-fields.tsx';

function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/password-recovery" inherit>
        {t('reset.requestNew')}
      </Anchor>
    </Text>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      ZPasswordResetRequest.omit({ token: true })
        .extend({ password_confirmation: z.string() })
        .refine((values) => values.password === values.password_confirmation, {
          path: ['password_confirmation'],
          message: t('reset.mismatch'),
        }),
    [t],
  );
  const reset = useResetPassword();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  // The token is not a field of the form: a 422 on it means the link is dead, which deserves its own words.
  const isTokenRejected = useValidationStore((s) => Boolean(s.errors.token));
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useFormSubmit(form, async ({ password }) => {
    const response = await reset.mutateAsync({ token, password });
    await signIn(response.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {isTokenRejected ? (
          <Alert color="danger" variant="light" role="alert">
            {t('reset.invalid')}
          </Alert>
        ) : (
          <FormError error={errors.root?.server} />
        )}
        <PasswordFormField
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          form={form}
          name="password"
        />
        <PasswordFormField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          form={form}
          name="password_confirmation"
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Sent here by a first proof of the address from a browser not signed in to the account (decision 061).
  const isJustVerified = searchParams.get('verified') === '1';
  usePageTitle(isJustVerified ? t('reset.verifiedTitle') : t('reset.title'));

  if (!token) {
    return (
      <AuthPanel title={t('reset.missingTitle')} lead={t('reset.missingBody')}>
        <Button component={Link} to="/password-recovery">
          {t('reset.requestNew')}
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title={isJustVerified ? t('reset.verifiedTitle') : t('reset.title')}
      lead={isJustVerified ? t('reset.verifiedLead') : t('reset.lead')}
    >
      <ResetForm token={token} />
      <RequestNewLink />
    </AuthPanel>
  );
}
