import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';
import { AuthPanel } from '../components/auth-panel.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verification.successTitle'));
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');

  // The stored user still says "unverified"; without a refresh the guard would send us back to /verification/sent.
  useEffect(() => {
    if (!isAuthed) return;
    refreshUser().catch(() => undefined);
  }, [isAuthed]);

  return (
    <AuthPanel title={t('verification.successTitle')} lead={t('verification.successBody')}>
      <Button component={Link} to={isAuthed ? '/home' : '/login'}>
        {isAuthed ? t('verification.continue') : t('verification.continueLogin')}
      </Button>
    </AuthPanel>
  );
}
