import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ExclamationIcon } from '../../../shared/ui/icons.tsx';
import { READINESS_PARTS, type ReadinessPart } from '../lib/readiness.ts';

interface PublishChecklistProps {
  /** Whether each part is complete. */
  isComplete: Record<ReadinessPart, boolean>;
  /** The server's messages for the parts it found missing (after a try to publish). */
  messages: Partial<Record<ReadinessPart, string[]>>;
}

/** Each part the server checks before publishing, complete or missing with what to do. */
export function PublishChecklist({ isComplete, messages }: PublishChecklistProps) {
  const { t } = useTranslation('studio');
  return (
    <List
      spacing="sm"
      listStyleType="none"
      aria-label={t('publish.checklist')}
      styles={{ itemWrapper: { alignItems: 'flex-start' } }}
    >
      {READINESS_PARTS.map((part) => {
        const isDone = isComplete[part];
        const state = isDone ? t('publish.complete') : t('publish.missing');
        return (
          <List.Item
            key={part}
            data-part={part}
            data-complete={isDone}
            icon={
              <ThemeIcon color={isDone ? 'success' : 'danger'} variant="light" radius="xl" size="md" aria-hidden>
                {isDone ? <CheckIcon size={16} /> : <ExclamationIcon size={16} />}
              </ThemeIcon>
            }
          >
            <Stack gap={2}>
              <Text fw={600}>
                {t(`publish.parts.${part}`)}{' '}
                <Text span size="sm" c={isDone ? 'success.8' : 'danger'}>
                  ({state})
                </Text>
              </Text>
              {isDone
                ? null
                : (messages[part] ?? [t(`publish.needs.${part}`)]).map((message) => (
                    <Text key={message} size="sm" c="dimmed">
                      {message}
                    </Text>
                  ))}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
