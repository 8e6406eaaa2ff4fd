import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { orderQuery } from '../api/orders-api.ts';

/** `/payment/cancel?order=`: the payment was not made, nothing was charged; try again from the item. */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('cancel.title'));
  const id = useSearchParams()[0].get('order') ?? '';
  const order = useQuery({ ...orderQuery(id), enabled: id !== '' });
  const again = order.data?.data.item_path ?? (order.data?.data.item_type === 'donation' ? '/donate' : null);
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('cancel.title')}
      </Title>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Text role="status">{t('cancel.body')}</Text>
          {order.data ? <Text fw={600}>{order.data.data.item_title}</Text> : null}
          <Group gap="sm">
            {again ? (
              <Button component={Link} to={again} mih={44}>
                {t('cancel.tryAgain')}
              </Button>
            ) : null}
            <Button component={Link} to="/home" variant="default" mih={44}>
              {t('cancel.home')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
