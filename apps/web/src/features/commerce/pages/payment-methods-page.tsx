import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentMethod } from '@ito/contracts/commerce/payment-methods';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { paymentMethodsQuery, useDeleteCard, useSetDefaultCard } from '../api/payments-api.ts';
import { SettingsNav } from '../components/settings-nav.tsx';

function CardRow({ method, busy }: { method: TPaymentMethod; busy: boolean }) {
  const { t } = useTranslation('commerce');
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const name = t('card.ending', { brand: method.brand, last4: method.last4 });
  const onRemove = async () => {
    const { confirm, setFlash } = useUiStore.getState();
    if (!(await confirm(t('methods.confirmRemove', { card: name })))) return;
    try {
      await remove.mutateAsync(method.id);
      setFlash({ type: 'success', message: t('methods.removed') });
    } catch {
      // The API client has said why.
    }
  };
  const onDefault = async () => {
    try {
      await setDefault.mutateAsync(method.id);
      useUiStore.getState().setFlash({ type: 'success', message: t('methods.defaultSet') });
    } catch {
      // The API client has said why.
    }
  };
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {method.is_default ? (
              <Badge color="primary" variant="light">
                {t('methods.default')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('card.expires', { month: method.exp_month, year: method.exp_year })}
          </Text>
        </Stack>
        <Group gap="xs">
          {method.is_default ? null : (
            <Button
              variant="default"
              mih={44}
              loading={setDefault.isPending}
              disabled={busy}
              onClick={() => void onDefault()}
              aria-label={`${t('methods.makeDefault')}: ${name}`}
            >
              {t('methods.makeDefault')}
            </Button>
          )}
          <Button
            variant="outline"
            color="danger"
            mih={44}
            loading={remove.isPending}
            disabled={busy}
            onClick={() => void onRemove()}
            aria-label={`${t('methods.remove')}: ${name}`}
          >
            {t('methods.remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** `/settings/payment-method`: saved cards, the default one marked, set as default or removed. */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('methods.title'));
  const methods = useQuery(paymentMethodsQuery());
  let content;
  if (methods.isPending) content = <ListSkeleton height={72} />;
  else if (methods.isError) content = <LoadError onRetry={() => void methods.refetch()} />;
  else if (methods.data.data.length === 0) {
    content = (
      <EmptyList title={t('methods.emptyTitle')} body={t('methods.emptyBody')}>
        <Button component={Link} to="/settings/payment-method/add">
          {t('methods.add')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={methods.isFetching}>
        {methods.data.data.map((method) => (
          <CardRow key={method.id} method={method} busy={methods.isFetching} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={800}>
      <SettingsNav />
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('methods.title')}
        </Title>
        {methods.data?.data.length ? (
          <Button component={Link} to="/settings/payment-method/add" mih={44}>
            {t('methods.add')}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('methods.lead')}</Text>
      {content}
    </Stack>
  );
}
