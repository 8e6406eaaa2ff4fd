import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSubproject } from '../../../shared/hooks/use-subproject.ts';
import { fetchJoinCode } from '../api/auth-api.ts';
import { authKeys } from '../api/keys.ts';
import { AuthPanel, AuthSwitch } from '../components/auth-panel.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const { name } = useSubproject();
  const title = t('join.title', { name });
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const invite = useQuery({
    queryKey: authKeys.joinCode(code),
    queryFn: () => fetchJoinCode(code),
    enabled: code !== '',
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    staleTime: Infinity,
  });
  const inviter = invite.data?.data.inviter.full_name;

  let status;
  if (!code) status = <Text c="dimmed">{t('join.noCode')}</Text>;
  else if (invite.isPending)
    status = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('join.checking')}</Text>
      </Group>
    );
  else if (inviter)
    status = (
      <Alert color="primary" variant="light" title={t('join.invited', { inviter })}>
        {t('join.invitedLead')}
      </Alert>
    );
  else
    status = (
      <Alert color="warning" variant="light" title={t('join.invalid')}>
        {t('join.invalidLead')}
      </Alert>
    );

  return (
    <AuthPanel title={title}>
      {status}
      {/* Only a code the server recognised is sent: someone else's broken link must not block registering. */}
      <RegisterForm mode={{ kind: 'register', code: inviter ? code : undefined }} submitLabel={t('register.submit')} />
      <AuthSwitch question={t('register.haveAccount')} label={t('register.login')} to="/login" />
    </AuthPanel>
  );
}
