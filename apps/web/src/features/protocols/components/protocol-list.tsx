import {
  Anchor,
  Button,
  EmptyState,
  Group,
  Menu,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Paging } from '../../../shared/ui/paging.tsx';
import { readPage } from '../../../shared/lib/read-page.ts';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { PROTOCOL_STATUS, protocolsQuery, type ProtocolStatus, type TProtocol } from '../api/protocols-api.ts';
import { useDeleteProtocol } from '../lib/use-delete-protocol.ts';
import { ProtocolStatusBadge } from './protocol-status-badge.tsx';

function readStatus(value: string | null): ProtocolStatus | null {
  return (PROTOCOL_STATUS as readonly string[]).includes(value ?? '') ? (value as ProtocolStatus) : null;
}

/** One page of the caller's protocols (optionally of one category), with the status filter in `?status=`. */
export function ProtocolList({ categoryId }: { categoryId: string | null }) {
  const { t, i18n } = useTranslation('protocols');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  const list = useQuery(protocolsQuery({ status, categoryId, page }));
  const { busyId, remove } = useDeleteProtocol();

  const setFilter = (next: { status?: ProtocolStatus | null; page?: number }) => {
    const nextStatus = next.status === undefined ? status : next.status;
    const params: Record<string, string> = {};
    if (nextStatus) params.status = nextStatus;
    if ((next.page ?? 1) > 1) params.page = String(next.page);
    setSearchParams(params);
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const actionsOf = (protocol: TProtocol) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          mih={44}
          loading={busyId === protocol.id}
          aria-label={t('list.actionsFor', { name: protocol.name })}
        >
          {t('list.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void navigate(`/protocol-builder/${protocol.id}`)}>{t('actions.builder')}</Menu.Item>
        <Menu.Item onClick={() => void navigate(`/creator/protocols/edit/${protocol.id}`)}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="danger" onClick={() => void remove(protocol)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    content = <StudioLoadError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    content = status ? (
      <EmptyState
        withIndicatorBackground
        title={t('list.emptyFilteredTitle', { status: t(`status.${status}`) })}
        description={t('list.emptyFilteredBody')}
      >
        <Button variant="light" onClick={() => setFilter({ status: null })}>
          {t('list.showAll')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState withIndicatorBackground title={t('list.emptyTitle')} description={t('list.emptyBody')}>
        <Button component={Link} to="/creator/protocols/add">
          {t('list.createFirst')}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.name')}</Table.Th>
                <Table.Th>{t('list.columns.status')}</Table.Th>
                <Table.Th>{t('list.columns.version')}</Table.Th>
                <Table.Th>{t('list.columns.updated')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((protocol) => (
                <Table.Tr key={protocol.id}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <ProtocolStatusBadge status={protocol.status} />
                  </Table.Td>
                  <Table.Td>{protocol.version > 0 ? t('list.version', { version: protocol.version }) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{date(protocol.updated_at)}</Text>
                  </Table.Td>
                  <Table.Td>{actionsOf(protocol)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Paging meta={list.data.meta} onChange={(next) => setFilter({ page: next })} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('list.filterLabel')}
          value={status ?? 'all'}
          onChange={(value) => setFilter({ status: value === 'all' ? null : (value as ProtocolStatus) })}
          data={[
            { value: 'all', label: t('status.all') },
            ...PROTOCOL_STATUS.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
        {list.data && (
          <Text size="sm" c="dimmed" role="status">
            {t('list.total', { count: list.data.meta.total })}
          </Text>
        )}
      </Group>
      {content}
    </Stack>
  );
}
