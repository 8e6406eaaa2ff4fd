import { Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeSearchQuery } from '../api/catalogue-queries.ts';
import { catalogueUrl } from '../lib/catalogue-url.ts';
import { CreatorCard } from './creator-card.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ProgramCard } from './program-card.tsx';

const COLS = { base: 1, xs: 2, md: 3 };

/** The home search's answer (`GET /api/search`): programs by full text and experts by name or profession. */
export function HomeSearchResults({ q }: { q: string }) {
  const { t } = useTranslation('catalogue');
  const results = useQuery(homeSearchQuery(q));

  if (results.isPending) {
    return (
      <Stack align="center" py="lg" role="status">
        <Loader aria-label={t('search.loading')} />
      </Stack>
    );
  }
  if (results.isError) return <LoadError onRetry={() => void results.refetch()} />;
  const { programs, creators } = results.data.data;
  if (programs.length === 0 && creators.length === 0) {
    return (
      <Text role="status" c="dimmed" py="md">
        {t('search.empty', { q })}
      </Text>
    );
  }
  return (
    <Stack gap="lg" aria-busy={results.isPlaceholderData}>
      {programs.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="home-results-programs">
          <Title order={2} size="h3" id="home-results-programs">
            {t('search.programs')}
          </Title>
          <SimpleGrid component="ul" cols={COLS} p={0} m={0} style={{ listStyle: 'none' }}>
            {programs.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} headingLevel="h3" />
              </li>
            ))}
          </SimpleGrid>
          <Anchor component={Link} to={catalogueUrl({ search: q, order: 'relevance' })}>
            {t('search.allPrograms', { q })}
          </Anchor>
        </Stack>
      ) : null}
      {creators.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="home-results-creators">
          <Title order={2} size="h3" id="home-results-creators">
            {t('search.creators')}
          </Title>
          <SimpleGrid component="ul" cols={COLS} p={0} m={0} style={{ listStyle: 'none' }}>
            {creators.map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
