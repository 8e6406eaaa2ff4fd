import { Accordion, Anchor, Badge, Button, Card, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TProgramDetail } from '@ito/contracts/catalogue/get-program';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { BuyButton } from '../../commerce/public.ts';
import { useFollowProgram, useSetBookmark } from '../api/catalogue-mutations.ts';
import { CreatorCard } from './creator-card.tsx';
import { FollowingNextSteps } from './following-next-steps.tsx';
import { MessageCreator } from './message-creator.tsx';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { ProgramCover } from './program-cover.tsx';
import { RatingText } from './rating-text.tsx';
import classes from './catalogue.module.css';

interface ProgramDetailViewProps {
  program: TProgramDetail;
  /** The query key the page read the program under, so that follow and bookmark update it in place. */
  queryKey: readonly unknown[];
}

function useSignInLink(): () => void {
  const location = useLocation();
  // Signing in comes back here (the same memory the guard uses).
  return () => useSessionStore.getState().setRedirect(`${location.pathname}${location.search}`);
}

function Facts({ program }: { program: TProgramDetail }) {
  const { t } = useTranslation('catalogue');
  const lessons = program.curriculum.reduce((sum, m) => sum + m.lessons.length, 0);
  const rows = [
    { label: t('detail.level'), value: t(`levels.${program.level}`) },
    {
      label: t('detail.duration'),
      value: program.duration_weeks ? t('weeks', { count: program.duration_weeks }) : t('detail.selfPaced'),
    },
    { label: t('detail.lessons'), value: t('detail.lessonCount', { count: lessons }) },
    { label: t('detail.access'), value: t(`access.${program.access}`) },
  ];
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="end">
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function ActionsCard({ program, queryKey }: ProgramDetailViewProps) {
  const { t } = useTranslation('catalogue');
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const rememberHere = useSignInLink();
  const follow = useFollowProgram(queryKey);
  const bookmark = useSetBookmark(queryKey);
  const isFollowing = follow.isPending;
  const isBookmarking = bookmark.isPending;

  const onFollow = async () => {
    if (follow.isPending) return;
    try {
      await follow.mutateAsync(program.id);
      useUiStore.getState().setFlash({ type: 'success', message: t('detail.followed') });
    } catch {
      // The API client has shown the failure.
    }
  };

  const onBookmark = async () => {
    if (bookmark.isPending) return;
    try {
      await bookmark.mutateAsync({ programId: program.id, isBookmarked: !program.is_bookmarked });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
  };

  const isFree = program.access === 'free' || program.price_minor === 0;
  let primary;
  if (program.is_owner) {
    primary = <Text size="sm">{t('detail.yours')}</Text>;
  } else if (program.is_following) {
    primary = <FollowingNextSteps programId={program.id} />;
  } else if (isFree && !isSignedIn) {
    primary = (
      <Button component={Link} to="/login" onClick={rememberHere} size="md" fullWidth>
        {t('detail.signInToFollow')}
      </Button>
    );
  } else if (isFree) {
    primary = (
      <Button size="md" fullWidth loading={isFollowing} onClick={() => void onFollow()}>
        {t('detail.follow')}
      </Button>
    );
  } else {
    // The payment modal (commerce) opens the order; a guest signs in first and comes back with it open.
    primary = (
      <BuyButton
        size="md"
        fullWidth
        purchase={{
          item_type: 'program',
          item_id: program.id,
          title: program.title,
          openPath: '/follow-program',
        }}
      >
        {t('detail.buy')}
      </BuyButton>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <PriceText access={program.access} priceMinor={program.price_minor} currency={program.currency} size="xl" />
        {primary}
        {isSignedIn ? (
          <Button
            variant={program.is_bookmarked ? 'light' : 'default'}
            fullWidth
            loading={isBookmarking}
            aria-pressed={program.is_bookmarked}
            onClick={() => void onBookmark()}
          >
            {program.is_bookmarked ? t('detail.bookmarked') : t('detail.bookmark')}
          </Button>
        ) : (
          <Anchor component={Link} to="/login" onClick={rememberHere} size="sm" ta="center">
            {t('detail.signInToBookmark')}
          </Anchor>
        )}
        <Facts program={program} />
      </Stack>
    </Card>
  );
}

function Curriculum({ program }: { program: TProgramDetail }) {
  const { t } = useTranslation('catalogue');
  if (program.curriculum.length === 0) return <Text c="dimmed">{t('detail.noCurriculum')}</Text>;
  return (
    <Accordion multiple variant="separated" defaultValue={program.curriculum[0] ? [program.curriculum[0].id] : []}>
      {program.curriculum.map((module, index) => (
        <Accordion.Item key={module.id} value={module.id}>
          <Accordion.Control>
            <Text fw={600}>{t('detail.moduleTitle', { number: index + 1, title: module.title })}</Text>
            <Text size="xs" c="dimmed">
              {t('detail.lessonCount', { count: module.lessons.length })}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing={6} listStyleType="none" p={0}>
              {module.lessons.map((lesson) => (
                <List.Item key={lesson.id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                        {t(`lessonKind.${lesson.kind}`)}
                      </Badge>
                      <Text size="sm">{lesson.title}</Text>
                    </Group>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {lesson.kind === 'quiz'
                        ? t('detail.questions', { count: lesson.question_count })
                        : lesson.duration_min
                          ? t('detail.minutes', { count: lesson.duration_min })
                          : null}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** One program as a buyer reads it: what it is, what is inside, who made it, and what it costs. */
export function ProgramDetailView({ program, queryKey }: ProgramDetailViewProps) {
  const { t } = useTranslation('catalogue');
  const categoryName = useCategoryName();
  usePageTitle(program.title);
  return (
    <Stack gap="lg" component="article">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding={0} radius="md">
              <ProgramCover cover={program.cover} title={program.title} size="large" />
            </Card>
            <Stack gap={6}>
              <Group gap="xs">
                {program.category ? (
                  <Anchor component={Link} to={`/programs/${encodeURIComponent(program.category.slug)}`} size="sm">
                    {categoryName(program.category)}
                  </Anchor>
                ) : null}
                {program.status !== 'published' ? <Badge color="warning">{t(`status.${program.status}`)}</Badge> : null}
                {program.access === 'private' ? <Badge color="gray">{t('access.private')}</Badge> : null}
              </Group>
              <Title order={1} className={classes.typed}>
                {program.title}
              </Title>
              <Text size="lg" c="dimmed" className={classes.typed}>
                {program.summary}
              </Text>
              <RatingText rating={program.rating} count={program.rating_count} />
            </Stack>
            {program.tags.length > 0 || program.signs.length > 0 ? (
              <Group gap={6} aria-label={t('detail.tags')}>
                {program.tags.map((tag) => (
                  <Badge
                    key={`t-${tag}`}
                    component={Link}
                    to={`/programs/all/${encodeURIComponent(tag)}`}
                    variant="outline"
                    style={{ cursor: 'pointer' }}
                  >
                    #{tag}
                  </Badge>
                ))}
                {program.signs.map((sign) => (
                  <Badge key={`s-${sign}`} variant="light" color="gray">
                    {sign}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Title order={2} size="h3">
              {t('detail.about')}
            </Title>
            <Text className={classes.description}>{program.description || program.summary}</Text>
            <Title order={2} size="h3">
              {t('detail.curriculum')}
            </Title>
            <Curriculum program={program} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" className={classes.filtersPanel}>
            <ActionsCard program={program} queryKey={queryKey} />
            <Title order={2} size="h4">
              {t('detail.creator')}
            </Title>
            <CreatorCard creator={program.creator_card} />
            <MessageCreator creator={program.creator_card} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
