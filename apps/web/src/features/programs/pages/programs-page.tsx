import { Anchor, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PROGRAM_STATUS } from '@ito/contracts/programs/fields';
import type { TCreatorProgramRow } from '@ito/contracts/programs/list-creator-programs';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import type { ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { StatusTable } from '../../../shared/ui/status-table.tsx';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { useStatusParams } from '../../../shared/hooks/use-list-params.ts';
import { useMediumDate } from '../../../shared/hooks/use-medium-date.ts';
import { creatorProgramsQuery } from '../api/studio-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useProgramActions } from '../hooks/use-program-actions.ts';

/** `/creator/programs`: the caller's programs with their status, content counts and actions. */
export function Component() {
  const { t } = useTranslation('studio');
  const categoryName = useCategoryName();
  usePageTitle(t('programs.title'));
  const navigate = useNavigate();
  const filter = useStatusParams(PROGRAM_STATUS);
  const programs = useQuery(creatorProgramsQuery(filter.status, filter.page));
  const { busyId, run } = useProgramActions();

  const date = useMediumDate();

  const columns: ResourceColumn<TCreatorProgramRow>[] = [
    {
      key: 'title',
      header: t('programs.columns.title'),
      cell: (program) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/creator/programs/edit/${program.id}`} fw={600}>
            <bdi>{program.title}</bdi>
          </Anchor>
          <Text size="xs" c="dimmed">
            {program.category ? <bdi>{categoryName(program.category)}</bdi> : t('programs.noCategory')}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('programs.columns.status'), cell: (program) => <StatusBadge status={program.status} /> },
    {
      key: 'content',
      header: t('programs.columns.content'),
      secondary: true,
      cell: (program) => (
        <Text size="sm">
          {t('programs.contentCount', { modules: program.modules_count, lessons: program.lessons_count })}
        </Text>
      ),
    },
    {
      key: 'followers',
      header: t('programs.columns.followers'),
      secondary: true,
      cell: (program) => program.followers_count,
    },
    {
      key: 'price',
      header: t('programs.columns.price'),
      cell: (program) => (
        <PriceText access={program.access} priceMinor={program.price_minor} currency={program.currency} />
      ),
    },
    {
      key: 'updated',
      header: t('programs.columns.updated'),
      secondary: true,
      cell: (program) => <Text size="sm">{date(program.updated_at)}</Text>,
    },
  ];

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
      <StatusTable
        filter={filter}
        texts="studio:programs"
        label={t('programs.title')}
        createTo="/creator/programs/add"
        query={programs}
        minWidth={720}
        rowActions={{
          nameOf: (program) => t('programs.actionsFor', { title: program.title }),
          busyId,
          items: (program) => (
            <>
              <Menu.Item onClick={() => void navigate(`/creator/programs/edit/${program.id}`)}>
                {t('actions.edit')}
              </Menu.Item>
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
            </>
          ),
        }}
        columns={columns}
      />
    </Stack>
  );
}
