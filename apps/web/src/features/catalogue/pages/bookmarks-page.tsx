import { Anchor, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { bookmarksQuery } from '../api/catalogue-queries.ts';
import { useSetBookmark } from '../api/catalogue-mutations.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { ProgramGrid, ProgramGridSkeleton } from '../components/program-grid.tsx';
import { readPage } from '../../../shared/lib/read-page.ts';

/** `/bookmarks`: the caller's saved programs, newest first, each removable. */
export function Component() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('bookmarks.title'));
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const bookmarks = useQuery(bookmarksQuery(page));
  const removal = useSetBookmark();
  const busyId = removal.isPending ? removal.variables.programId : null;

  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  const remove = async (programId: string) => {
    if (removal.isPending) return;
    try {
      await removal.mutateAsync({ programId, isBookmarked: false });
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    // Removing the last one of the last page leaves an empty page behind: step back.
    const meta = queryClient.getQueryData(bookmarksQuery(page).queryKey)?.meta;
    if (meta && page > Math.max(1, meta.last_page)) goToPage(Math.max(1, meta.last_page));
  };

  let content;
  if (bookmarks.isPending) {
    content = <ProgramGridSkeleton count={3} />;
  } else if (bookmarks.isError) {
    content = <LoadError onRetry={() => void bookmarks.refetch()} />;
  } else if (bookmarks.data.data.length === 0) {
    content = (
      <EmptyState withIndicatorBackground title={t('bookmarks.emptyTitle')} description={t('bookmarks.emptyBody')}>
        <Button component={Link} to="/programs" variant="light">
          {t('bookmarks.browse')}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="lg">
        <ProgramGrid isBusy={bookmarks.isPlaceholderData}>
          {bookmarks.data.data.map((program) => (
            <li key={program.id}>
              <ProgramCard
                program={program}
                action={
                  <Button
                    variant="subtle"
                    color="danger"
                    size="compact-sm"
                    loading={busyId === program.id}
                    disabled={busyId !== null && busyId !== program.id}
                    onClick={() => void remove(program.id)}
                    aria-label={t('bookmarks.removeLabel', { title: program.title })}
                  >
                    {t('bookmarks.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </ProgramGrid>
        <Paging meta={bookmarks.data.meta} onChange={goToPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('bookmarks.title')}</Title>
        <Text c="dimmed">
          {t('bookmarks.lead')}{' '}
          <Anchor component={Link} to="/programs">
            {t('bookmarks.browse')}
          </Anchor>
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
