import { Alert, Anchor, Button, EmptyState, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { stepLabel } from '@ito/protocol/graph';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { notFoundError } from '../../../../shared/lib/not-found.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import { BuilderNav } from '../components/builder-nav.tsx';
import { useBuilderData } from '../hooks/use-builder-data.ts';
import { useEditorStore } from '../stores/editor-store.ts';

/**
 * `/protocol-builder/{protocol}/errors`: what stops the protocol from being published (the graph response's
 * `errors`, or, with unsaved changes, the same validation run on the draft). Each names its step and links to the
 * canvas with that step active.
 */
export function Component() {
  const id = useParams().protocol ?? '';
  const { t } = useTranslation('builder');
  const data = useBuilderData(id);
  const errors = useEditorStore((s) => s.protocolErrors);
  const nodes = useEditorStore((s) => s.nodes);
  const isDirty = useEditorStore((s) => s.isDirty);
  usePageTitle(data.protocol ? t('errors.title', { name: data.protocol.name }) : t('page.loading'));

  if (data.isMissing) throw notFoundError();
  if (data.error) return <StudioLoadError error={data.error} onRetry={data.retry} />;
  if (!data.isReady || !data.protocol) return <Skeleton height={320} radius="md" aria-busy />;

  const byId = new Map(nodes.map((n) => [n.id, n]));
  const canvas = `/protocol-builder/${id}`;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={canvas} size="sm">
        {t('errors.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('errors.heading')}
        </Title>
        <Text c="dimmed">
          <bdi>{data.protocol.name}</bdi>
        </Text>
      </Stack>
      <BuilderNav protocolId={id} errorCount={errors.length} />
      {isDirty && (
        <Alert color="warning" variant="light">
          {t('errors.unsaved')}
        </Alert>
      )}
      {errors.length === 0 ? (
        <EmptyState withIndicatorBackground title={t('errors.noneTitle')} description={t('errors.noneBody')}>
          <Button component={Link} to={canvas} variant="light">
            {t('errors.back')}
          </Button>
        </EmptyState>
      ) : (
        <List spacing="sm" aria-label={t('errors.listLabel', { count: errors.length })}>
          {errors.map((error, index) => {
            const node = byId.get(error.nodeId);
            const step = node ? stepLabel(node) : error.nodeId;
            return (
              <List.Item key={`${error.nodeId}-${error.code}-${index}`}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">
                    {t(`errors.codes.${error.code}`, { step: `\u2068${step}\u2069`, defaultValue: error.message })}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`${canvas}?node=${encodeURIComponent(error.nodeId)}`}
                    size="sm"
                    mih={44}
                    display="inline-flex"
                    style={{ alignItems: 'center' }}
                  >
                    {t('errors.open', { step: `\u2068${step}\u2069` })}
                  </Anchor>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
