import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { oneOf, useListParams } from '../../../shared/lib/read-page.ts';
import { ListEmpty } from '../../../shared/ui/list-empty.tsx';
import { ResourceTable, RowActions } from '../../../shared/ui/resource-table.tsx';
import { StatusFilter } from '../../../shared/ui/status-filter.tsx';
import { PROTOCOL_STATUS, protocolsQuery, type TProtocol } from '../api/protocols-api.ts';
import { useDeleteProtocol } from '../lib/use-delete-protocol.ts';
import { ProtocolStatusBadge } from './protocol-status-badge.tsx';

const readFilters = (params: URLSearchParams) => ({ status: oneOf(PROTOCOL_STATUS, params.get('status')) });

/** One page of the caller's protocols (optionally of one category), with the status filter in `?status=`. */
export function ProtocolList({ categoryId }: { categoryId: string | null }) {
  const { t, i18n } = useTranslation('protocols');
  const navigate = useNavigate();
  const {
    filters: { status },
    page,
    setFilter,
  } = useListParams(readFilters);
  const list = useQuery(protocolsQuery({ status, categoryId, page }));
  const { busyId, remove } = useDeleteProtocol();

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const actionsOf = (protocol: TProtocol) => (
    <RowActions
      label={t('list.actions')}
      name={t('list.actionsFor', { name: protocol.name })}
      busy={busyId === protocol.id}
      mih={44}
    >
      <Menu.Item onClick={() => void navigate(`/protocol-builder/${protocol.id}`)}>{t('actions.builder')}</Menu.Item>
      <Menu.Item onClick={() => void navigate(`/creator/protocols/edit/${protocol.id}`)}>{t('actions.edit')}</Menu.Item>
      <Menu.Divider />
      <Menu.Item color="danger" onClick={() => void remove(protocol)}>
        {t('actions.delete')}
      </Menu.Item>
    </RowActions>
  );

  const empty = (
    <ListEmpty
      filtered={
        status
          ? {
              title: t('list.emptyFilteredTitle', { status: t(`status.${status}`) }),
              body: t('list.emptyFilteredBody'),
              showAll: t('list.showAll'),
              onShowAll: () => setFilter({ status: null }),
            }
          : null
      }
      create={{
        title: t('list.emptyTitle'),
        body: t('list.emptyBody'),
        label: t('list.createFirst'),
        to: '/creator/protocols/add',
      }}
    />
  );

  return (
    <Stack gap="md">
      <StatusFilter
        label={t('list.filterLabel')}
        value={status}
        statuses={PROTOCOL_STATUS}
        labelOf={(value) => t(`status.${value}`)}
        allLabel={t('status.all')}
        onChange={(next) => setFilter({ status: next })}
        total={list.data && t('list.total', { count: list.data.meta.total })}
      />
      <ResourceTable
        query={list}
        studio
        rowKey={(protocol) => protocol.id}
        empty={empty}
        onPage={(next) => setFilter({ page: next })}
        actions={{ label: t('list.actions'), render: actionsOf }}
        columns={[
          {
            key: 'name',
            header: t('list.columns.name'),
            cell: (protocol) => (
              <Stack gap={2}>
                <Anchor component={Link} to={`/protocol-builder/${protocol.id}`} fw={600}>
                  <bdi>{protocol.name}</bdi>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {protocol.category ? <bdi>{protocol.category.name}</bdi> : t('list.noCategory')}
                  {protocol.program && (
                    <>
                      {' · '}
                      <bdi>{protocol.program.title}</bdi>
                    </>
                  )}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'status',
            header: t('list.columns.status'),
            cell: (protocol) => <ProtocolStatusBadge status={protocol.status} />,
          },
          {
            key: 'version',
            header: t('list.columns.version'),
            cell: (protocol) => (protocol.version > 0 ? t('list.version', { version: protocol.version }) : '—'),
          },
          {
            key: 'updated',
            header: t('list.columns.updated'),
            cell: (protocol) => <Text size="sm">{date(protocol.updated_at)}</Text>,
          },
        ]}
      />
    </Stack>
  );
}
