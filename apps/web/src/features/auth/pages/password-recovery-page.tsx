import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZPasswordRecoveryRequest } from '@ito/contracts/auth/password';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useRequestPasswordRecovery } from '../api/auth-api.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { EmailRequestForm } from '../components/email-request-form.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.title'));
  const [isSent, setIsSent] = useState(false);
  const recovery = useRequestPasswordRecovery();

  return (
    <AuthPanel title={t('recovery.title')} lead={isSent ? undefined : t('recovery.lead')}>
      <EmailRequestForm
        schema={ZPasswordRecoveryRequest}
        send={recovery.mutateAsync}
        submitLabel={t('recovery.submit')}
        sentMessage={() => t('recovery.sent')}
        onSent={() => setIsSent(true)}
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login" inherit>
          {t('recovery.backToLogin')}
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
