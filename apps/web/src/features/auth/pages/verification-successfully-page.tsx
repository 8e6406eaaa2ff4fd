import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { pathAfterVerification } from '../lib/path-after-verification.ts';
import { AuthPanel } from '../components/auth-panel.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verification.successTitle'));
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');
  const navigate = useNavigate();

  // The stored user still says "unverified"; without a refresh the guard would send us back to /verification/sent.
  // A guest who registered then goes straight on to their plan (decision 037); anyone else reads this page.
  useEffect(() => {
    if (!isAuthed) return;
    let isCurrent = true;
    void (async () => {
      try {
        await refreshUser();
      } catch {
        return;
      }
      const next = await pathAfterVerification();
      if (!isCurrent || next === '/home') return;
      useUiStore.getState().setFlash({ type: 'success', message: t('verification.successTitle') });
      navigate(next, { replace: true });
    })();
    return () => {
      isCurrent = false;
    };
  }, [isAuthed, navigate, t]);

  return (
    <AuthPanel title={t('verification.successTitle')} lead={t('verification.successBody')}>
      <Button component={Link} to={isAuthed ? '/home' : '/login'}>
        {isAuthed ? t('verification.continue') : t('verification.continueLogin')}
      </Button>
    </AuthPanel>
  );
}
