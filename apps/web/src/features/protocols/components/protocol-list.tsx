import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStatusParams } from '../../../shared/hooks/use-list-params.ts';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { StatusTable } from '../../../shared/ui/status-table.tsx';
import { PROTOCOL_STATUS, protocolsQuery } from '../api/protocols-api.ts';
import { useDeleteProtocol } from '../hooks/use-delete-protocol.ts';
import { ProtocolStatusBadge } from './protocol-status-badge.tsx';

/** One page of the caller's protocols (optionally of one category), with the status filter in `?status=`. */
export function ProtocolList({ categoryId }: { categoryId: string | null }) {
  const { t } = useTranslation('protocols');
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const filter = useStatusParams(PROTOCOL_STATUS);
  const list = useQuery(protocolsQuery({ status: filter.status, categoryId, page: filter.page }));
  const { busyId, remove } = useDeleteProtocol();

  const date = useMediumDate();

  return (
    <StatusTable
      filter={filter}
      texts="protocols:list"
      label={t('list.title')}
      createTo="/creator/protocols/add"
      query={list}
      rowActions={{
        nameOf: (protocol) => t('list.actionsFor', { name: protocol.name }),
        busyId,
        mih: 44,
        items: (protocol) => (
          <>
            <Menu.Item onClick={() => void navigate(`/protocol-builder/${protocol.id}`)}>
              {t('actions.builder')}
            </Menu.Item>
            <Menu.Item onClick={() => void navigate(`/creator/protocols/edit/${protocol.id}`)}>
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="danger" onClick={() => void remove(protocol)}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        ),
      }}
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
                {protocol.category ? <bdi>{categoryName(protocol.category)}</bdi> : t('list.noCategory')}
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
          secondary: true,
          cell: (protocol) => (protocol.version > 0 ? t('list.version', { version: protocol.version }) : '—'),
        },
        {
          key: 'updated',
          header: t('list.columns.updated'),
          secondary: true,
          cell: (protocol) => <Text size="sm">{date(protocol.updated_at)}</Text>,
        },
      ]}
    />
  );
}
