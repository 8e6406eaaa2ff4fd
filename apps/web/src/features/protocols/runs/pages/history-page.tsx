import { Anchor, Button, EmptyState, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { Paging } from '../../../../shared/ui/paging.tsx';
import { useListParams } from '../../../../shared/hooks/use-list-params.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import { TableScroll } from '../../../../shared/ui/resource-table.tsx';
import { historyQuery } from '../api/runs-api.ts';
import { ProtocolFilter } from '../components/protocol-filter.tsx';
import { describeEvent, formatWhen, placeOf, shortId } from '../lib/event-text.ts';
import { readUuid } from '../lib/url-ids.ts';

const readFilters = (params: URLSearchParams) => ({
  protocol_id: readUuid(params.get('protocol_id')),
  run_id: readUuid(params.get('run_id')),
});

/** `/creator/history`: run events of the caller's protocols, newest first, filtered by protocol and run. */
export function Component() {
  const { t, i18n } = useTranslation('protocol-runs');
  usePageTitle(t('history.title'));
  const {
    filters: { protocol_id: protocolId, run_id: runId },
    page,
    setFilter,
  } = useListParams(readFilters);
  const history = useQuery(historyQuery({ protocolId, runId, page }));
  const [runInput, setRunInput] = useState(runId ?? '');
  const [runError, setRunError] = useState<string | null>(null);

  const applyRun = (event: FormEvent) => {
    event.preventDefault();
    const id = readUuid(runInput);
    if (runInput.trim() !== '' && id === null) {
      setRunError(t('history.runInvalid'));
      return;
    }
    setRunError(null);
    setFilter({ run_id: id });
  };
  const isFiltered = protocolId !== null || runId !== null;

  let content;
  if (history.isPending) {
    content = <Skeleton height={320} radius="md" aria-busy />;
  } else if (history.isError) {
    content = <StudioLoadError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (history.data.data.length === 0) {
    content = isFiltered ? (
      <EmptyState withIndicatorBackground title={t('history.emptyFiltered')}>
        <Button
          variant="light"
          onClick={() => {
            setRunInput('');
            setFilter({ protocol_id: null, run_id: null });
          }}
        >
          {t('history.clearFilters')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState withIndicatorBackground title={t('history.emptyTitle')} description={t('history.emptyBody')} />
    );
  } else {
    content = (
      <Stack gap="md">
        <TableScroll label={t('history.title')} minWidth={640}>
          <Table verticalSpacing="xs" striped style={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.columns.at')}</Table.Th>
                <Table.Th>{t('history.columns.protocol')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('history.columns.run')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('history.columns.step')}</Table.Th>
                <Table.Th>{t('history.columns.event')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm">{formatWhen(row.at, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{row.protocol.name}</bdi>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Anchor
                      component={Link}
                      to={`/creator/history?run_id=${encodeURIComponent(row.run_id)}`}
                      onClick={() => setRunInput(row.run_id)}
                      aria-label={t('history.runLink', { id: shortId(row.run_id) })}
                      ff="monospace"
                    >
                      {shortId(row.run_id)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      <bdi>{row.follower.name}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <bdi>{row.node_key ? placeOf(t, row.node_key, (key) => key) : '—'}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeEvent(t, row)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Paging meta={history.data.meta} onChange={(next) => setFilter({ page: next })} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('history.title')}</Title>
        <Text c="dimmed">{t('history.lead')}</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ProtocolFilter value={protocolId} onChange={(id) => setFilter({ protocol_id: id })} />
        <form onSubmit={applyRun} style={{ display: 'contents' }}>
          <TextInput
            label={t('history.runFilter')}
            placeholder={t('history.runFilterPlaceholder')}
            value={runInput}
            onChange={(event) => setRunInput(event.currentTarget.value)}
            error={runError}
            maxLength={64}
            size="md"
            maw={320}
            w="100%"
          />
          <Button type="submit" variant="default" size="md">
            {t('history.apply')}
          </Button>
        </form>
        {history.data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('history.total', { count: history.data.meta.total })}
          </Text>
        ) : null}
      </Group>
      {content}
    </Stack>
  );
}
