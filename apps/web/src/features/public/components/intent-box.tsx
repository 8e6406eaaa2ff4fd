import { useId, useMemo } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useErrorText } from '../../../shared/forms/use-error-text.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { readList, ZTextList } from '../lib/read-list.ts';

export const INTENT_MAX_LENGTH = 500;

/**
 * "What do you want to achieve?". Until the agent arrives the intent is kept in the session's wizard
 * state (it survives the registration round trip) and the guest is taken to /register.
 */
export function IntentBox() {
  const { t } = useTranslation('landing');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const examplesId = useId();
  const savedIntent = useSessionStore((s) => (typeof s.wizard.intent === 'string' ? s.wizard.intent : ''));
  const examples = readList(t('hero.examples', { returnObjects: true }), ZTextList);
  const schema = useMemo(
    () =>
      z.object({
        intent: z.string().trim().min(3, t('hero.errors.tooShort')).max(INTENT_MAX_LENGTH, t('hero.errors.tooLong')),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { intent: savedIntent },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(({ intent }) => {
    const { wizard, setWizard } = useSessionStore.getState();
    setWizard({ ...wizard, intent, intentAt: new Date().toISOString() });
    navigate('/register');
  });

  const applyExample = (example: string) => {
    form.setValue('intent', example, { shouldValidate: isSubmitted, shouldDirty: true });
    form.setFocus('intent');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('hero.intentLabel')}
          description={t('hero.intentHint')}
          placeholder={t('hero.intentPlaceholder')}
          size="md"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={INTENT_MAX_LENGTH}
          required
          {...form.register('intent')}
          error={errorText(errors.intent)}
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
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('hero.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
