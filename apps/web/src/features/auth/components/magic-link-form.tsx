import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZMagicLinkRequest } from '@ito/contracts/auth/magic-link';
import { useRequestMagicLink } from '../api/auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

interface MagicLinkFormProps {
  defaultEmail: string;
  onCancel: () => void;
}

/** "Email me a sign-in link": the server always answers the same, so the message never reveals an account. */
export function MagicLinkForm({ defaultEmail, onCancel }: MagicLinkFormProps) {
  const { t } = useTranslation('auth');
  const magicLink = useRequestMagicLink();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('login.magicHeading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('login.magicLead')}
      </Text>
      <EmailRequestForm
        schema={ZMagicLinkRequest}
        send={magicLink.mutateAsync}
        defaultEmail={defaultEmail}
        submitLabel={t('login.magicSubmit')}
        sentMessage={(email) => t('login.magicSent', { email })}
      />
      <Button variant="subtle" onClick={onCancel}>
        {t('login.backToPassword')}
      </Button>
    </Stack>
  );
}
