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
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PROGRAM_STATUS } from '@ito/contracts/programs/fields';
import type { TCreatorProgramRow } from '@ito/contracts/programs/list-creator-programs';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { Paging } from '../../../shared/ui/paging.tsx';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { readPage } from '../../../shared/lib/read-page.ts';
import { creatorProgramsQuery, type ProgramStatus } from '../api/studio-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { useProgramActions } from '../lib/program-actions.ts';

function readStatus(value: string | null): ProgramStatus | null {
  return (PROGRAM_STATUS as readonly string[]).includes(value ?? '') ? (value as ProgramStatus) : null;
}

/** `/creator/programs`: the caller's programs with their status, content counts and actions. */
export function Component() {
  const { t, i18n } = useTranslation('studio');
  usePageTitle(t('programs.title'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  const programs = useQuery(creatorProgramsQuery(status, page));
  const { busyId, run } = useProgramActions();

  const setFilter = (next: { status?: ProgramStatus | null; page?: number }) => {
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    const params: Record<string, string> = {};
    if (nextStatus) params.status = nextStatus;
    if (nextPage > 1) params.page = String(nextPage);
    setSearchParams(params);
  };

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const actionsOf = (program: TCreatorProgramRow) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          loading={busyId === program.id}
          aria-label={t('programs.actionsFor', { title: program.title })}
        >
          {t('programs.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void navigate(`/creator/programs/edit/${program.id}`)}>{t('actions.edit')}</Menu.Item>
        {program.status === 'draft' && (
          <Menu.Item onClick={() => void navigate(`/creator/programs/publish/${program.id}`)}>
            {t('actions.publish')}
          </Menu.Item>
        )}
        {program.status === 'published' && (
          <Menu.Item onClick={() => void navigate(`/program/${program.id}`)}>{t('actions.view')}</Menu.Item>
        )}
        {program.status === 'published' && (
          <Menu.Item onClick={() => void run('archive', program)}>{t('actions.archive')}</Menu.Item>
        )}
        {program.status === 'archived' && (
          <Menu.Item onClick={() => void run('unarchive', program)}>{t('actions.unarchive')}</Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="danger" onClick={() => void run('delete', program)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  let content;
  if (programs.isPending) {
    content = (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (programs.isError) {
    content = <StudioLoadError error={programs.error} onRetry={() => void programs.refetch()} />;
  } else if (programs.data.data.length === 0) {
    content = status ? (
      <EmptyState
        withIndicatorBackground
        title={t('programs.emptyFilteredTitle', { status: t(`status.${status}`) })}
        description={t('programs.emptyFilteredBody')}
      >
        <Button variant="light" onClick={() => setFilter({ status: null })}>
          {t('programs.showAll')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState withIndicatorBackground title={t('programs.emptyTitle')} description={t('programs.emptyBody')}>
        <Button component={Link} to="/creator/programs/add">
          {t('programs.createFirst')}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover style={{ opacity: programs.isPlaceholderData ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('programs.columns.title')}</Table.Th>
                <Table.Th>{t('programs.columns.status')}</Table.Th>
                <Table.Th>{t('programs.columns.content')}</Table.Th>
                <Table.Th>{t('programs.columns.followers')}</Table.Th>
                <Table.Th>{t('programs.columns.price')}</Table.Th>
                <Table.Th>{t('programs.columns.updated')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('programs.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {programs.data.data.map((program) => (
                <Table.Tr key={program.id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor component={Link} to={`/creator/programs/edit/${program.id}`} fw={600}>
                        <bdi>{program.title}</bdi>
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {program.category ? <bdi>{program.category.name}</bdi> : t('programs.noCategory')}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={program.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('programs.contentCount', { modules: program.modules_count, lessons: program.lessons_count })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{program.followers_count}</Table.Td>
                  <Table.Td>
                    <PriceText access={program.access} priceMinor={program.price_minor} currency={program.currency} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{date(program.updated_at)}</Text>
                  </Table.Td>
                  <Table.Td>{actionsOf(program)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Paging meta={programs.data.meta} onChange={(next) => setFilter({ page: next })} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('programs.title')}</Title>
          <Text c="dimmed">{t('programs.lead')}</Text>
        </Stack>
        <Button component={Link} to="/creator/programs/add">
          {t('programs.create')}
        </Button>
      </Group>
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('programs.filterLabel')}
          value={status ?? 'all'}
          onChange={(value) => setFilter({ status: value === 'all' ? null : (value as ProgramStatus) })}
          data={[
            { value: 'all', label: t('status.all') },
            ...PROGRAM_STATUS.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
        {programs.data && (
          <Text size="sm" c="dimmed" role="status">
            {t('programs.total', { count: programs.data.meta.total })}
          </Text>
        )}
      </Group>
      {content}
    </Stack>
  );
}
