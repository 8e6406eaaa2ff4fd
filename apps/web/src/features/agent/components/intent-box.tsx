import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure, type AgentFailure } from '../lib/describe-failure.ts';
import { startAgentFromIntent } from '../lib/start-agent.ts';
import { readList, readText } from '../../../shared/i18n/read-list.ts';

const INTENT_MIN_LENGTH = 3;
const INTENT_MAX_LENGTH = 500;

type IntentProblem = 'tooShort' | 'tooLong';

function checkIntent(intent: string): IntentProblem | null {
  const length = intent.trim().length;
  if (length < INTENT_MIN_LENGTH) return 'tooShort';
  if (length > INTENT_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * "What do you want to achieve?". The intent goes straight to the agent: a guest becomes a temporary user first
 * (SPEC section 4), and everyone lands on the agent page of the program it starts, where the first reply waits.
 * One textarea needs no form library: it is checked on submit, then on every change (the landing page
 * stays free of react-hook-form and zod).
 */
export function IntentBox() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const examplesId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const statusId = useId();
  const [intent, setIntent] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [isStarting, setStarting] = useState(false);
  const [failure, setFailure] = useState<AgentFailure | null>(null);
  const problem = isSubmitted ? checkIntent(intent) : null;
  const examples = readList(t('hero.examples', { returnObjects: true }), readText);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isStarting) return;
    setSubmitted(true);
    if (checkIntent(intent)) {
      fieldRef.current?.focus();
      return;
    }
    setStarting(true);
    setFailure(null);
    try {
      // The page goes away on success; the busy state stays until it does.
      await navigate(await startAgentFromIntent(intent.trim()));
    } catch (error) {
      setFailure(describeFailure(error));
      setStarting(false);
    }
  };

  const applyExample = (example: string) => {
    setIntent(example);
    fieldRef.current?.focus();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isStarting}>
      <Stack gap="sm">
        <Textarea
          ref={fieldRef}
          name="intent"
          label={t('hero.intentLabel')}
          description={t('hero.intentHint')}
          placeholder={t('hero.intentPlaceholder')}
          size="md"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={INTENT_MAX_LENGTH}
          required
          readOnly={isStarting}
          value={intent}
          onChange={(event) => {
            setIntent(event.currentTarget.value);
            setFailure(null);
          }}
          error={problem ? t(`hero.errors.${problem}`) : failure?.kind === 'server' ? failure.text : undefined}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id={examplesId}>
            {t('hero.examplesLabel')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={examplesId}>
            {examples.map((example) => (
              <Button
                key={example}
                variant="default"
                radius="xl"
                size="sm"
                disabled={isStarting}
                onClick={() => applyExample(example)}
              >
                {example}
              </Button>
            ))}
          </Group>
        </Stack>
        {failure && failure.kind !== 'server' ? (
          <Alert color="danger" variant="light" role="alert">
            {t(`hero.errors.${failure.kind}`)}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" size="md" loading={isStarting} aria-describedby={isStarting ? statusId : undefined}>
            {t('hero.submit')}
          </Button>
          <Text size="sm" c="dimmed" id={statusId} role="status">
            {isStarting ? t('hero.starting') : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
