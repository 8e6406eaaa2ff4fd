import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import type { TPublishProgramResponse } from '@ito/contracts/programs/publish-program';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { creatorProgramQuery } from '../api/studio-api.ts';
import { usePublishProgram } from '../api/studio-api.ts';
import { PublishButton } from '../components/publish-button.tsx';
import { PublishChecklist } from '../components/publish-checklist.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { isolate } from '../../../shared/lib/bidi.ts';
import { localReadiness, READINESS_PARTS, type ReadinessPart } from '../lib/readiness.ts';
import { useProgramActions } from '../hooks/use-program-actions.ts';

/** `/creator/programs/publish/{id}`: what is complete or missing, price and access, and the publish button. */
export function Component() {
  const { t } = useTranslation('studio');
  const id = useParams().id ?? '';
  const program = useQuery(creatorProgramQuery(id));
  const publication = usePublishProgram(id);
  const isPublishing = publication.isPending;
  usePageTitle(t('publish.title'));
  const serverErrors = useFieldErrors();
  const [hasTried, setTried] = useState(false);
  const [recommendations, setRecommendations] = useState<TPublishProgramResponse['recommendations'] | null>(null);
  const messageText = useMessageText();
  const { busyId, run } = useProgramActions();
  useEffect(() => () => useValidationStore.getState().reset(), []);

  if (program.isError && isMissing(program.error)) throw notFoundError();
  if (program.isPending) return <Skeleton height={400} radius="md" />;
  if (program.isError) return <StudioLoadError error={program.error} onRetry={() => void program.refetch()} />;
  const p = program.data.data;

  // Before a try, a local look at the program; after one, the server's verdict.
  const local = localReadiness(p);
  const messages: Partial<Record<ReadinessPart, string[]>> = {};
  const isComplete = { ...local };
  if (hasTried) {
    for (const part of READINESS_PARTS) {
      const found = serverErrors[part];
      isComplete[part] = !found || found.length === 0;
      if (found?.length) messages[part] = found;
    }
  }
  const missingCount = READINESS_PARTS.filter((part) => !isComplete[part]).length;

  const publish = async () => {
    if (publication.isPending) return;
    try {
      const response = await publication.mutateAsync();
      setRecommendations(response.recommendations);
      setTried(false);
    } catch (error) {
      // A 422 names the missing parts (now in the validation store); other failures were flashed by the client.
      if (isApiError(error) && error.status === 422) setTried(true);
    }
  };

  const isLive = p.status === 'published';

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={`/creator/programs/edit/${p.id}`} size="sm">
        {t('publish.backToEdit')}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1}>{t('publish.heading', { title: isolate(p.title) })}</Title>
        <StatusBadge status={p.status} />
      </Group>

      {isLive && (
        <Alert color="success" variant="light" title={t('publish.liveTitle')} role="status">
          <Stack gap="xs">
            <Text>{t('publish.liveBody', { title: isolate(p.title) })}</Text>
            {recommendations && recommendations.length > 0 && (
              <List size="sm">
                {recommendations.map((item) => (
                  <List.Item key={item.code}>{messageText(item.code, item.params)}</List.Item>
                ))}
              </List>
            )}
            <Group gap="sm">
              <Button component={Link} to={`/program/${p.id}`} variant="light">
                {t('publish.openProgram')}
              </Button>
              <Button component={Link} to="/programs" variant="subtle">
                {t('publish.openCatalogue')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {p.status === 'archived' && (
        <Alert color="warning" variant="light" title={t('publish.archivedTitle')}>
          <Text mb="xs">{t('publish.archivedBody')}</Text>
          <Button variant="light" loading={busyId === p.id} onClick={() => void run('unarchive', p)}>
            {t('actions.unarchive')}
          </Button>
        </Alert>
      )}

      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg" h="100%">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('publish.checklist')}
              </Title>
              {hasTried && missingCount > 0 && (
                <Alert color="danger" variant="light" role="alert">
                  {t('publish.notReady', { count: missingCount })}
                </Alert>
              )}
              <PublishChecklist isComplete={isComplete} messages={messages} />
              {!p.cover && (
                <Text size="sm" c="dimmed">
                  {t('publish.coverTip')}
                </Text>
              )}
              <Group gap="sm" align="flex-start">
                {!isLive && p.status !== 'archived' && (
                  <PublishButton
                    missing={READINESS_PARTS.filter((part) => !local[part])}
                    isPublishing={isPublishing}
                    onPublish={() => void publish()}
                  />
                )}
                <Button component={Link} to={`/creator/programs/edit/${p.id}`} variant="default">
                  {t('publish.editDetails')}
                </Button>
                <Button component={Link} to={`/creator/programs/edit/${p.id}?tab=curriculum`} variant="default">
                  {t('publish.editCurriculum')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('publish.priceAccess')}
              </Title>
              <div>
                <Text size="sm" c="dimmed">
                  {t('details.access')}
                </Text>
                <Text fw={600}>{t(`access.${p.access}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`publish.accessHint.${p.access}`)}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('details.price')}
                </Text>
                <PriceText access={p.access} priceMinor={p.price_minor} currency={p.currency} size="lg" />
              </div>
              {p.access === 'private' && (
                <div>
                  <Text size="sm" c="dimmed">
                    {t('publish.secretLink')}
                  </Text>
                  <Anchor component={Link} to={`/t/${p.secret}`} size="sm" style={{ wordBreak: 'break-all' }}>
                    {`${window.location.origin}/t/${p.secret}`}
                  </Anchor>
                </div>
              )}
              <div>
                <Text size="sm" c="dimmed">
                  {t('publish.shortLink')}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>{`${window.location.origin}/s/${p.shortcode}`}</Text>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
