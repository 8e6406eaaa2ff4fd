import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { AuthPanel } from '../components/auth-panel.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('socialCancel.title'));
  return (
    <AuthPanel title={t('socialCancel.title')} lead={t('socialCancel.body')}>
      <Group>
        <Button component={Link} to="/login">
          {t('socialCancel.login')}
        </Button>
        <Button component={Link} to="/register" variant="light">
          {t('socialCancel.register')}
        </Button>
      </Group>
    </AuthPanel>
  );
}
