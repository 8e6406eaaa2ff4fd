import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgentFailure } from '../lib/describe-failure.ts';

/** A failed agent call, said in place (the calls are silent). */
export function FailureText({ failure }: { failure: AgentFailure }) {
  const { t } = useTranslation('agent');
  return (
    <Alert color="danger" variant="light" role="alert" p="xs">
      {failure.kind === 'server' ? failure.text : t(`errors.${failure.kind}`)}
    </Alert>
  );
}
