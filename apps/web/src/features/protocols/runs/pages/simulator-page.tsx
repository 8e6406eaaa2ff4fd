import { Alert, Anchor, Button, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SIMULATION_DEFAULTS, type SimulationResult } from '@ito/protocol/simulate';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { isMissing, notFoundError } from '../../../../shared/lib/not-found.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import { draftGraphQuery } from '../api/runs-api.ts';
import { SimulationForm } from '../components/simulation-form.tsx';
import { SimulationResults } from '../components/simulation-results.tsx';
import { runSimulation } from '../lib/run-simulation.ts';
import {
  DEFAULT_FORM,
  readSimulationForm,
  type SimulationFormErrors,
  type SimulationFormValues,
} from '../lib/simulation-form.ts';

/**
 * `/creator/programs/simulator/{id}` (the id is a protocol's, decision 017 "Simulator"): runs the draft graph on
 * virtual followers in a Web Worker with the engine the server uses, and shows the funnel, drop-off and branches.
 */
export function Component() {
  const id = useParams().id ?? '';
  return <Simulator key={id} protocolId={id} />;
}

function Simulator({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocol-runs');
  usePageTitle(t('simulator.title'));
  const graph = useQuery(draftGraphQuery(protocolId));
  const [values, setValues] = useState<SimulationFormValues>(DEFAULT_FORM);
  const [errors, setErrors] = useState<SimulationFormErrors>({});
  const [result, setResult] = useState<SimulationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [runningCount, setRunningCount] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  if (graph.isError && isMissing(graph.error)) throw notFoundError();
  const builderPath = `/protocol-builder/${encodeURIComponent(protocolId)}`;
  const header = (
    <Stack gap={4}>
      <Anchor component={Link} to={builderPath} size="sm">
        {t('simulator.backToBuilder')}
      </Anchor>
      <Title order={1}>{t('simulator.title')}</Title>
      <Text c="dimmed">{t('simulator.lead')}</Text>
    </Stack>
  );
  if (graph.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {header}
        <Skeleton height={260} radius="md" />
      </Stack>
    );
  }
  if (graph.isError) {
    return (
      <Stack gap="md">
        {header}
        <StudioLoadError error={graph.error} onRetry={() => void graph.refetch()} />
      </Stack>
    );
  }
  const { nodes, errors: draftErrors } = graph.data;
  if (nodes.length === 0) {
    return (
      <Stack gap="md">
        {header}
        <EmptyState withIndicatorBackground title={t('simulator.emptyTitle')} description={t('simulator.emptyBody')}>
          <Button component={Link} to={builderPath}>
            {t('simulator.openBuilder')}
          </Button>
        </EmptyState>
      </Stack>
    );
  }

  const run = () => {
    const read = readSimulationForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setRunningCount(read.settings.followers);
    runSimulation({ nodes, ...read.settings }, controller.signal)
      .then(setResult, (error: unknown) => {
        if (!controller.signal.aborted) setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (running.current === controller) {
          running.current = null;
          setRunningCount(null);
        }
      });
  };

  return (
    <Stack gap="md">
      {header}
      {draftErrors.length > 0 ? (
        <Alert color="warning" variant="light">
          {t('simulator.draftErrors', { count: draftErrors.length })}{' '}
          <Anchor component={Link} to={`${builderPath}/errors`}>
            {t('simulator.seeErrors')}
          </Anchor>
        </Alert>
      ) : null}
      <SimulationForm
        values={values}
        errors={errors}
        isRunning={runningCount !== null}
        onChange={setValues}
        onRun={run}
        onCancel={() => running.current?.abort()}
      />
      {runningCount !== null ? <Text role="status">{t('simulator.form.running', { count: runningCount })}</Text> : null}
      {failure ? (
        <Alert color="danger" variant="light" role="alert">
          {t('simulator.errors.failed', { message: failure })}
        </Alert>
      ) : null}
      {result ? (
        <SimulationResults result={result} maxEvents={SIMULATION_DEFAULTS.maxEventsPerFollower} />
      ) : runningCount === null ? (
        <EmptyState title={t('simulator.noResultTitle')} description={t('simulator.noResultBody')} />
      ) : null}
    </Stack>
  );
}
