import { Anchor, Button, Card, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { Paging } from '../../../../shared/ui/paging.tsx';
import { useListParams } from '../../../../shared/hooks/use-list-params.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import type { TFollowup } from '@ito/contracts/protocols/runs/creator-views';
import { followupsQuery, useMarkFollowupDone, type FollowupStatus } from '../api/runs-api.ts';
import { ProtocolFilter } from '../components/protocol-filter.tsx';
import { formatWhen } from '../lib/event-text.ts';
import { readUuid } from '../lib/url-ids.ts';

const readFilters = (params: URLSearchParams) => ({
  status: params.get('status') === 'done' ? ('done' as const) : null,
  protocol_id: readUuid(params.get('protocol_id')),
});

/** `/creator/follow-up`: followup steps waiting for the creator, each with "mark done". */
export function Component() {
  const { t } = useTranslation('protocol-runs');
  usePageTitle(t('followUp.title'));
  const { filters, page, setFilter } = useListParams(readFilters);
  // Open is the default and stays out of the URL.
  const status: FollowupStatus = filters.status ?? 'open';
  const protocolId = filters.protocol_id;
  const followups = useQuery(followupsQuery(status, protocolId, page));

  let content;
  if (followups.isPending) {
    content = (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (followups.isError) {
    content = <StudioLoadError error={followups.error} onRetry={() => void followups.refetch()} />;
  } else if (followups.data.data.length === 0) {
    content = (
      <EmptyState
        withIndicatorBackground
        title={status === 'done' ? t('followUp.emptyDoneTitle') : t('followUp.emptyTitle')}
        description={protocolId ? t('followUp.emptyFiltered') : t('followUp.emptyBody')}
      />
    );
  } else {
    content = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {followups.data.data.map((row) => (
            <FollowupCard key={row.id} row={row} />
          ))}
        </Stack>
        <Paging meta={followups.data.meta} onChange={(next) => setFilter({ page: next })} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('followUp.title')}</Title>
        <Text c="dimmed">{t('followUp.lead')}</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('followUp.statusLabel')}
          value={status}
          onChange={(value) => setFilter({ status: value === 'done' ? 'done' : null })}
          data={[
            { value: 'open', label: t('followUp.status.open') },
            { value: 'done', label: t('followUp.status.done') },
          ]}
          size="md"
        />
        <ProtocolFilter value={protocolId} onChange={(id) => setFilter({ protocol_id: id })} />
        {followups.data ? (
          <Text size="sm" c="dimmed" role="status">
            {t(status === 'done' ? 'followUp.totalDone' : 'followUp.total', { count: followups.data.meta.total })}
          </Text>
        ) : null}
      </Group>
      {content}
    </Stack>
  );
}

function FollowupCard({ row }: { row: TFollowup }) {
  const { t, i18n } = useTranslation('protocol-runs');
  const done = useMarkFollowupDone(() =>
    useUiStore.getState().setFlash({ type: 'success', message: t('followUp.done') }),
  );
  const when = (iso: string) => formatWhen(iso, i18n.language);

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600}>
            <bdi>{row.title}</bdi>
          </Text>
          {row.description ? (
            <Text size="sm" c="dimmed">
              <bdi>{row.description}</bdi>
            </Text>
          ) : null}
          <Text size="sm">
            {t('followUp.protocol')}: <bdi>{row.protocol.name}</bdi> · {t('followUp.follower')}:{' '}
            <bdi>{row.follower.name}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {t('followUp.created')} {when(row.created_at)}
            {row.due_at ? ` · ${t('followUp.due', { date: when(row.due_at) })}` : ''}
            {row.done_at ? ` · ${t('followUp.doneAt', { date: when(row.done_at) })}` : ''}
          </Text>
          <Anchor component={Link} to={`/creator/history?run_id=${encodeURIComponent(row.run_id)}`} size="sm">
            {t('followUp.history')}
          </Anchor>
        </Stack>
        {row.status === 'open' ? (
          <Button
            size="md"
            variant="light"
            loading={done.isPending}
            disabled={done.isPending}
            onClick={() => done.mutate(row.id)}
            aria-label={t('followUp.markDoneFor', { title: row.title })}
          >
            {t('followUp.markDone')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
