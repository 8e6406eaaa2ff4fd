import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('finish.title'));
  const user = useSessionStore((s) => s.user);
  const isAuthed = useSessionStore((s) => s.isAuthed === 'yes');

  if (!isAuthed || !user) {
    return (
      <AuthPanel title={t('finish.guestTitle')} lead={t('finish.guestBody')}>
        <Group>
          <Button component={Link} to="/">
            {t('finish.home')}
          </Button>
          <Button component={Link} to="/login" variant="light">
            {t('finish.login')}
          </Button>
        </Group>
      </AuthPanel>
    );
  }

  if (!user.is_temporary) {
    return (
      <AuthPanel title={t('finish.notTemporaryTitle')} lead={t('finish.notTemporaryBody')}>
        <Button component={Link} to="/home">
          {t('finish.home')}
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('finish.title')} lead={t('finish.lead')}>
      <RegisterForm
        mode={{ kind: 'finish' }}
        submitLabel={t('finish.submit')}
        // A temporary user has a generated placeholder name at most; only a real email is worth keeping.
        defaultValues={{ email: user.email ?? '' }}
      />
    </AuthPanel>
  );
}
