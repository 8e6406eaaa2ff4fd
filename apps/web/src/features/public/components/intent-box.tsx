import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { readList, readText } from '../lib/read-list.ts';

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
 * "What do you want to achieve?". Until the agent arrives the intent is kept in the session's wizard
 * state (it survives the registration round trip) and the guest is taken to /register.
 * One textarea needs no form library: it is checked on submit, then on every change (the landing page
 * stays free of react-hook-form and zod).
 */
export function IntentBox() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const examplesId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [intent, setIntent] = useState(() => {
    const saved = useSessionStore.getState().wizard.intent;
    return typeof saved === 'string' ? saved : '';
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const problem = isSubmitted ? checkIntent(intent) : null;
  const examples = readList(t('hero.examples', { returnObjects: true }), readText);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (checkIntent(intent)) {
      fieldRef.current?.focus();
      return;
    }
    const { wizard, setWizard } = useSessionStore.getState();
    setWizard({ ...wizard, intent: intent.trim(), intentAt: new Date().toISOString() });
    navigate('/register');
  };

  const applyExample = (example: string) => {
    setIntent(example);
    fieldRef.current?.focus();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
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
          value={intent}
          onChange={(event) => setIntent(event.currentTarget.value)}
          error={problem ? t(`hero.errors.${problem}`) : undefined}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id={examplesId}>
            {t('hero.examplesLabel')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={examplesId}>
            {examples.map((example) => (
              <Button key={example} variant="default" radius="xl" size="sm" onClick={() => applyExample(example)}>
                {example}
              </Button>
            ))}
          </Group>
        </Stack>
        <div>
          <Button type="submit" size="md">
            {t('hero.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
