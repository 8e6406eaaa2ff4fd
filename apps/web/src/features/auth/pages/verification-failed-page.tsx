import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { ResendVerificationButton } from '../components/resend-verification-button.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verification.failedTitle'));
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');
  const isVerified = useSessionStore((s) => Boolean(s.user?.email_verified_at));

  return (
    <AuthPanel title={t('verification.failedTitle')} lead={t('verification.failedBody')}>
      {isAuthed ? null : <Text>{t('verification.failedSignedOut')}</Text>}
      {isAuthed && !isVerified ? (
        <ResendVerificationButton />
      ) : (
        <Button component={Link} to={isVerified ? '/home' : '/login'}>
          {isVerified ? t('verification.continue') : t('verification.login')}
        </Button>
      )}
    </AuthPanel>
  );
}
