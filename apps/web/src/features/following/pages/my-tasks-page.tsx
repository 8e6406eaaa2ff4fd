import { useCallback } from 'react';
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import type { TaskView } from '../api/following-api.ts';
import { TaskList } from '../components/task-list.tsx';
import { readPage } from '../../../shared/lib/read-page.ts';
import { useFreshUser } from '../hooks/use-fresh-user.ts';

const VIEWS: readonly TaskView[] = ['today', 'upcoming', 'overdue', 'done'];

function readView(value: string | null): TaskView {
  return VIEWS.find((view) => view === value) ?? 'today';
}

/** `/my-tasks`: the caller's tasks of every program, by today, upcoming, overdue and done (`?view=&page=`). */
export function Component() {
  const { t } = useTranslation('following');
  usePageTitle(t('tasks.title'));
  useFreshUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.get('view'));
  const page = readPage(searchParams.get('page'));

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        const copy = new URLSearchParams(params);
        if (next === 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setSearchParams],
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('tasks.title')}</Title>
        <Text c="dimmed">
          {t('tasks.lead')}{' '}
          <Anchor component={Link} to="/follow-program">
            {t('tasks.programsLink')}
          </Anchor>
        </Text>
      </Stack>
      <Tabs
        value={view}
        onChange={(next) => setSearchParams(next && next !== 'today' ? { view: next } : {})}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tasks.views')}>
          {VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v} mih={44}>
              {t(`view.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VIEWS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <TaskList view={v} page={page} onPageChange={setPage} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
