import { Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZFinishRegistrationRequest } from '@ito/contracts/auth/finish-registration';
import { ZRegisterRequest } from '@ito/contracts/auth/register';
import { useErrorText } from '../../../shared/hooks/use-error-text.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { signIn } from '../../../shared/session/sign-in.ts';
import { useRegister, type Registration } from '../api/auth-api.ts';
import { FormError, PasswordFormField, TextField } from '../../../shared/forms/form-fields.tsx';

/** The fields a person fills in; `code` and `guest_key` of the register contract are added by the caller. */
const ZRegisterFields = ZRegisterRequest.omit({ code: true, guest_key: true });
type TRegisterFieldsInput = z.input<typeof ZRegisterFields>;
type TRegisterFields = z.output<typeof ZRegisterFields>;

export type RegisterFormMode =
  /** POST register, with an invite code from /join when there is one. */
  | { kind: 'register'; code?: string }
  /** POST auth/finish-registration: the signed-in temporary user keeps its program. */
  | { kind: 'finish' };

interface RegisterFormProps {
  mode: RegisterFormMode;
  submitLabel: string;
  defaultValues?: Partial<TRegisterFieldsInput>;
}

function registrationOf(mode: RegisterFormMode, values: TRegisterFields): Registration {
  if (mode.kind === 'finish') return { kind: 'finish', body: values };
  return { kind: 'register', body: mode.code ? { ...values, code: mode.code } : values };
}

export function RegisterForm({ mode, submitLabel, defaultValues }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const registration = useRegister();
  const form = useForm<TRegisterFieldsInput, unknown, TRegisterFields>({
    // Both endpoints validate these four fields with the same rules; each side uses its own contract.
    resolver: zodResolver(mode.kind === 'finish' ? ZFinishRegistrationRequest : ZRegisterFields),
    defaultValues: { full_name: '', email: '', password: '', type: 'user', ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useFormSubmit(form, async (values) => {
    const response = await registration.mutateAsync(registrationOf(mode, values));
    await signIn(response.data, { isRegistration: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormError error={errors.root?.server} />
        <TextField label={t('fields.fullName')} autoComplete="name" required form={form} name="full_name" />
        <TextField label={t('fields.email')} type="email" autoComplete="email" required form={form} name="email" />
        <PasswordFormField
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          form={form}
          name="password"
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('fields.type')}
              value={field.value ?? 'user'}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="user" label={t('fields.typeUser')} description={t('fields.typeUserHint')} />
                <Radio value="expert" label={t('fields.typeExpert')} description={t('fields.typeExpertHint')} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: <Anchor component={Link} to="/terms-of-service" inherit />,
              privacy: <Anchor component={Link} to="/privacy" inherit />,
            }}
          />
        </Text>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
