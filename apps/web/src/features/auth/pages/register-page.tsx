import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { AuthPanel, AuthSwitch } from '../components/auth-panel.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** The account types the form offers; `?type=` preselects one of them (the "join as an expert" link) and nothing else. */
const OFFERED_TYPES = ['user', 'expert'] as const;

function offeredType(value: string | null): (typeof OFFERED_TYPES)[number] | undefined {
  return OFFERED_TYPES.find((type) => type === value);
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const [searchParams] = useSearchParams();
  const type = offeredType(searchParams.get('type'));
  // The landing page keeps the intent a guest typed; the agent picks it up after registration.
  const intent = useSessionStore((s) => (typeof s.wizard.intent === 'string' ? s.wizard.intent : ''));

  return (
    <AuthPanel title={t('register.title')} lead={t('register.lead')}>
      {intent ? (
        <Alert color="primary" variant="light">
          {t('register.intentNote', { intent })}
        </Alert>
      ) : null}
      <RegisterForm
        mode={{ kind: 'register' }}
        submitLabel={t('register.submit')}
        defaultValues={type ? { type } : undefined}
      />
      <AuthSwitch question={t('register.haveAccount')} label={t('register.login')} to="/login" />
    </AuthPanel>
  );
}
