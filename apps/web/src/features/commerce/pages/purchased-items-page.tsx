import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { usePageParam } from '../../../shared/hooks/use-page-param.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { EmptyList } from '../../../shared/ui/list-empty.tsx';
import { ListSkeleton } from '../../../shared/ui/list-skeleton.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { ordersQuery } from '../api/orders-api.ts';
import { SettingsNav } from '../components/settings-nav.tsx';

/** `/settings/purchased-items`: what the person owns, each a link into it. */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('purchased.title'));
  const date = useMediumDate();
  const [page, setPage] = usePageParam();
  const owned = useQuery(ordersQuery(page, true));
  let content;
  if (owned.isPending) content = <ListSkeleton height={96} />;
  else if (owned.isError) content = <LoadError onRetry={() => void owned.refetch()} />;
  else if (owned.data.data.length === 0) {
    content = (
      <EmptyList title={t('purchased.emptyTitle')} body={t('purchased.emptyBody')}>
        <Button component={Link} to="/programs">
          {t('orders.browse')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={owned.isFetching}
        >
          {owned.data.data.map((order) => (
            <Card component="li" key={order.id} withBorder padding="md">
              <Stack gap={6}>
                <Text size="xs" c="dimmed">
                  {t(`itemType.${order.item_type}`)}
                </Text>
                {order.item_path ? (
                  <Anchor component={Link} to={order.item_path} fw={600}>
                    {order.item_title}
                  </Anchor>
                ) : (
                  <Text fw={600}>{order.item_title}</Text>
                )}
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('purchased.boughtOn', { date: date(order.paid_at ?? order.created_at) })}
                  </Text>
                  {order.seller ? (
                    <Text size="sm" c="dimmed">
                      {order.seller.name}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Paging meta={owned.data.meta} onChange={setPage} />
      </>
    );
  }
  return (
    <Stack gap="md" maw={1000}>
      <SettingsNav />
      <Title order={1} size="h2">
        {t('purchased.title')}
      </Title>
      <Text c="dimmed">{t('purchased.lead')}</Text>
      {content}
    </Stack>
  );
}
