import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { billingAddressQuery, useSaveBillingAddress } from '../api/billing-api.ts';
import { BillingAddressForm } from '../components/billing-address-form.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

/** `/billing-address`: the address receipts and invoices carry. */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('billing.title'));
  const address = useQuery(billingAddressQuery());
  const save = useSaveBillingAddress();
  let content;
  if (address.isPending) content = <Skeleton height={420} aria-hidden />;
  else if (address.isError) content = <LoadError onRetry={() => void address.refetch()} />;
  else {
    content = (
      <Card withBorder padding="lg">
        <BillingAddressForm
          initial={address.data.data}
          isSaving={save.isPending}
          onSave={async (body) => {
            await save.mutateAsync(body);
            useUiStore.getState().setFlash({ type: 'success', message: t('billing.saved') });
          }}
        />
      </Card>
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <SettingsNav />
      <Title order={1} size="h2">
        {t('billing.title')}
      </Title>
      <Text c="dimmed">{t('billing.lead')}</Text>
      {content}
    </Stack>
  );
}
