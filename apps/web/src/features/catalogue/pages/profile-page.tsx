import { Avatar, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { profileQuery } from '../api/catalogue-queries.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { MessageCreator } from '../components/message-creator.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { ProgramGrid, ProgramGridSkeleton } from '../components/program-grid.tsx';
import { RatingText } from '../components/rating-text.tsx';
import { fileUrl } from '../../../shared/lib/file-url.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { readPage } from '../../../shared/lib/read-page.ts';

/** `/u/{username}`: a creator's public profile and their published programs. */
export function Component() {
  const { t, i18n } = useTranslation('catalogue');
  const username = useParams().username ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const profile = useQuery(profileQuery(username, page));
  usePageTitle(profile.data?.profile.full_name ?? t('profile.title'));
  const myId = useSessionStore((s) => s.user?.id ?? null);

  if (profile.isError && isMissing(profile.error)) throw notFoundError();
  if (profile.isPending) {
    return (
      <Stack gap="lg">
        <Card withBorder padding="lg" h={140} aria-hidden />
        <ProgramGridSkeleton count={3} />
      </Stack>
    );
  }
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;

  const { profile: person, data, meta } = profile.data;
  const since = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(
    new Date(person.created_at),
  );
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" component="header">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Avatar
            src={person.avatar ? fileUrl(person.avatar, 'medium') : null}
            alt=""
            name={person.full_name}
            color="initials"
            size={96}
          />
          <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={1}>{person.full_name}</Title>
            {person.profession ? <Text c="dimmed">{person.profession}</Text> : null}
            <RatingText rating={person.rating} count={person.rating_count} />
            <Text size="sm" c="dimmed">
              {t('creator.stats', { programs: person.program_count, followers: person.followers })} ·{' '}
              {t('profile.since', { date: since })}
            </Text>
            {person.bio ? <Text>{person.bio}</Text> : null}
            {/* Anyone may write to an expert or thank them with a donation, except the expert themselves. */}
            {person.id !== myId ? (
              <Group align="flex-start">
                <MessageCreator creator={person} />
                {person.username ? (
                  <Button component={Link} to={`/donate?to=${encodeURIComponent(person.username)}`} variant="light">
                    {t('profile.support', { name: person.full_name })}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </Group>
      </Card>
      <Title order={2} size="h3">
        {t('profile.programs')}
      </Title>
      {data.length === 0 ? (
        <EmptyState withIndicatorBackground title={t('profile.emptyTitle')} description={t('profile.emptyBody')} />
      ) : (
        <Stack gap="lg">
          <ProgramGrid isBusy={profile.isPlaceholderData}>
            {data.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} headingLevel="h3" />
              </li>
            ))}
          </ProgramGrid>
          <Paging meta={meta} onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })} />
        </Stack>
      )}
    </Stack>
  );
}
