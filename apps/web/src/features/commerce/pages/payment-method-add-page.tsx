import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { AddCardForm } from '../components/add-card-form.tsx';

/** `/settings/payment-method/add`. */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('addCard.title'));
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('addCard.title')}
      </Title>
      <Text c="dimmed">{t('addCard.lead')}</Text>
      <Card withBorder padding="lg">
        <AddCardForm
          onSaved={() => {
            useUiStore.getState().setFlash({ type: 'success', message: t('addCard.saved') });
            void navigate('/settings/payment-method');
          }}
        />
      </Card>
    </Stack>
  );
}
