import { Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { onRealtime } from '../../../../shared/realtime/bus.ts';
import { useRealtimeStore } from '../../../../shared/stores/realtime-store.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import { filterProtocolsQuery, liveQuery } from '../api/runs-api.ts';
import { ProtocolFilter } from '../components/protocol-filter.tsx';
import { describeEvent, formatWhen, placeOf, shortId } from '../lib/event-text.ts';
import { busySteps, initialLiveState, liveReducer, stepKey, toLiveEvent, type RunStatus } from '../lib/live-feed.ts';
import { readUuid } from '../lib/url-ids.ts';

/** The realtime component the server publishes run events under (decision 017). */
export const LIVE_COMPONENT = 'protocol-live';
/** Wait this long after an event we could not place before asking for a fresh snapshot (bursts come together). */
const STALE_REFETCH_MS = 1_000;

const RUN_STATUSES: readonly RunStatus[] = ['running', 'waiting', 'finished', 'failed'];
const STATUS_COLORS: Record<RunStatus, string> = {
  running: 'primary',
  waiting: 'primary',
  finished: 'success',
  failed: 'danger',
};

/** `/creator/live`: runs per step now, and a feed of run events as they happen. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const protocolId = readUuid(searchParams.get('protocol_id'));
  return (
    <Live
      key={protocolId ?? 'all'}
      protocolId={protocolId}
      onProtocol={(id) => setSearchParams(id ? { protocol_id: id } : {})}
    />
  );
}

function Live({ protocolId, onProtocol }: { protocolId: string | null; onProtocol: (id: string | null) => void }) {
  const { t, i18n } = useTranslation('protocol-runs');
  usePageTitle(t('live.title'));
  const snapshot = useQuery(liveQuery(protocolId));
  const protocols = useQuery(filterProtocolsQuery());
  // A step by its name when the snapshot gave one (else its key), with its protocol's name when showing them all.
  const nameOf = (stepProtocolId: string, nodeKey: string) => {
    const step = state.names[stepKey(stepProtocolId, nodeKey)] ?? nodeKey;
    if (protocolId !== null) return step;
    const protocol = protocols.data?.data.find((p) => p.id === stepProtocolId);
    return protocol ? `${protocol.name} · ${step}` : step;
  };
  const [state, dispatch] = useReducer(liveReducer, protocolId, initialLiveState);
  const isListening = useRealtimeStore((s) => s.listening);
  const stepsId = useId();
  const feedId = useId();

  useEffect(() => {
    if (snapshot.data) dispatch({ type: 'snapshot', snapshot: snapshot.data });
  }, [snapshot.data]);

  useEffect(
    () =>
      onRealtime(LIVE_COMPONENT, (data) => {
        const event = toLiveEvent(data);
        if (event) dispatch({ type: 'event', event });
      }),
    [],
  );

  const { refetch } = snapshot;
  useEffect(() => {
    if (!state.isStale) return;
    const timer = setTimeout(() => void refetch(), STALE_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [state.isStale, refetch]);

  const steps = busySteps(state);
  // A protocol published since the list was loaded: load the list again (once per protocol) to name its steps.
  const askedFor = useRef(new Set<string>());
  const missingId = protocols.data
    ? steps.find((s) => !protocols.data.data.some((p) => p.id === s.protocolId))?.protocolId
    : undefined;
  const refetchProtocols = protocols.refetch;
  useEffect(() => {
    if (!missingId || askedFor.current.has(missingId)) return;
    askedFor.current.add(missingId);
    void refetchProtocols();
  }, [missingId, refetchProtocols]);
  const busiest = steps[0]?.count ?? 0;

  let body;
  if (snapshot.isPending) {
    body = <Skeleton height={320} radius="md" aria-busy />;
  } else if (snapshot.isError) {
    body = <StudioLoadError error={snapshot.error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <Group align="flex-start" gap="md" wrap="wrap">
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={stepsId}
          style={{ flex: '1 1 18rem' }}
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id={stepsId}>
              {t('live.perStep')}
            </Title>
            {steps.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('live.perStepEmpty')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
                {steps.map((step) => (
                  <li key={step.key}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        <bdi>{nameOf(step.protocolId, step.nodeKey)}</bdi>
                      </Text>
                      <Text size="sm" fw={600}>
                        {t('live.runs', { count: step.count })}
                      </Text>
                    </Group>
                    <Progress value={busiest > 0 ? (step.count / busiest) * 100 : 0} aria-hidden />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={feedId}
          style={{ flex: '2 1 22rem' }}
        >
          <Stack gap="sm">
            <Title order={2} fz="lg" id={feedId}>
              {t('live.feed')}
            </Title>
            {state.feed.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('live.feedEmpty')}
              </Text>
            ) : (
              <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
                {state.feed.map((event) => (
                  <li key={event.id}>
                    <Text size="sm">{describeEvent(t, event)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatWhen(event.at, i18n.language)} · <span dir="ltr">{shortId(event.run_id)}</span>
                      {event.node_key ? (
                        <>
                          {' '}
                          ·{' '}
                          {t('event.atStep', {
                            step: placeOf(t, event.node_key, (key) => nameOf(event.protocol_id, key)),
                          })}
                        </>
                      ) : null}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('live.title')}</Title>
          <Text c="dimmed">{t('live.lead')}</Text>
        </Stack>
        <Badge color={isListening ? 'success' : 'gray'} variant="light" size="lg" role="status">
          {isListening ? t('live.connected') : t('live.offline')}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap" aria-label={t('live.totals')} role="group">
        {RUN_STATUSES.map((status) => (
          <Badge key={status} variant="outline" color={STATUS_COLORS[status]} size="lg">
            {t(`live.status.${status}`, { count: state.totals[status] ?? 0 })}
          </Badge>
        ))}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ProtocolFilter value={protocolId} onChange={onProtocol} />
        <Button variant="default" size="md" onClick={() => void refetch()} loading={snapshot.isFetching}>
          {t('live.refresh')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
