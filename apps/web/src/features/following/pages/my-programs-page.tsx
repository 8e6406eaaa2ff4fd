import type { ReactNode } from 'react';
import { Anchor, Button, Card, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { followsQuery } from '../api/following-api.ts';
import { FollowCard } from '../components/follow-card.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import classes from '../components/following.module.css';
import { readPage } from '../../../shared/lib/read-page.ts';
import { useFreshUser } from '../hooks/use-fresh-user.ts';

/**
 * `/follow-program` (every program the caller follows) and `/follow-program/{target}` (one audience: `main` holds the
 * personal plans and the catalogue programs; a tenant's name holds that tenant's), newest first. The agent's parts come
 * from the screen in app/screens/my-programs-screen.tsx (decision 074): `waitingPlans`, the plans waiting to be
 * accepted, and `intentBox`, offered when the caller follows nothing.
 */
export function MyProgramsPage({ waitingPlans, intentBox }: { waitingPlans: ReactNode; intentBox: ReactNode }) {
  const { t } = useTranslation('following');
  const { target } = useParams();
  usePageTitle(t('programs.title'));
  useFreshUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const follows = useQuery(followsQuery(target, page));

  let content;
  if (follows.isPending) {
    content = (
      <ul className={classes.programGrid} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={360} radius="md" />
          </li>
        ))}
      </ul>
    );
  } else if (follows.isError) {
    content = <LoadError onRetry={() => void follows.refetch()} />;
  } else if (follows.data.data.length === 0) {
    content = (
      <Stack gap="lg">
        <EmptyState withIndicatorBackground title={t('programs.emptyTitle')} description={t('programs.emptyBody')}>
          <Button component={Link} to="/programs">
            {t('programs.browse')}
          </Button>
        </EmptyState>
        {/* The landing page's intent box: a verified user cannot open `/` (SPEC 6), so it comes here. */}
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('programs.intent')} maw={720}>
          {intentBox}
        </Card>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="lg">
        <ul className={classes.programGrid} data-busy={follows.isPlaceholderData}>
          {follows.data.data.map((follow) => (
            <li key={follow.id}>
              <FollowCard follow={follow} />
            </li>
          ))}
        </ul>
        <Paging
          meta={follows.data.meta}
          onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('programs.title')}</Title>
        <Text c="dimmed">
          {target ? t('programs.leadTarget', { target }) : t('programs.lead')}{' '}
          {target ? (
            <Anchor component={Link} to="/follow-program">
              {t('programs.all')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/my-tasks">
              {t('programs.tasksLink')}
            </Anchor>
          )}
        </Text>
      </Stack>
      {/* The agent's plans are personal: they wait under every program and under `main`, never under a tenant's. */}
      {!target || target === 'main' ? waitingPlans : null}
      {content}
    </Stack>
  );
}
