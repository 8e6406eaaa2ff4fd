import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { signIn } from '../../../shared/session/sign-in.ts';
import { useSignInByToken } from '../api/auth-api.ts';
import { AuthPanel } from '../components/auth-panel.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('byToken.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [hasFailed, setHasFailed] = useState(token === '');
  // The token is single use: a second request (StrictMode re-running effects, a re-render) would fail it.
  const usedToken = useRef<string | null>(null);
  const { mutateAsync: signInWith } = useSignInByToken();

  useEffect(() => {
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    signInWith({ token })
      .then((response) => signIn(response.data))
      .catch(() => setHasFailed(true));
  }, [token, signInWith]);

  if (hasFailed) {
    return (
      <AuthPanel title={t('byToken.failedTitle')} lead={t('byToken.failedBody')}>
        <Button component={Link} to="/login">
          {t('byToken.login')}
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('byToken.title')}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('byToken.working')}</Text>
      </Group>
    </AuthPanel>
  );
}
