import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewRunTimes, type TModuleForm } from '../lib/module-form.ts';

interface RunPreviewProps {
  values: TModuleForm;
  timeZone: string;
  /** "Now" for the preview: a follower starting at this moment. */
  from: Date;
  count?: number;
}

/** The next run times for a follower who starts now, on the creator's own clock. */
export function RunPreview({ values, timeZone, from, count = 5 }: RunPreviewProps) {
  const { t, i18n } = useTranslation('protocol-items');
  const times = safePreview(values, from, count, timeZone);
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });

  return (
    <Stack gap={4} aria-live="polite">
      <Text fw={600} size="sm" id="run-preview-title">
        {t('modules.preview', { zone: timeZone })}
      </Text>
      {times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('modules.previewNone')}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby="run-preview-title">
          {times.map((iso) => (
            <List.Item key={iso}>
              <time dateTime={iso}>{format.format(new Date(iso))}</time>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A value the package cannot schedule (e.g. a time zone the runtime lacks) shows no preview rather than crashing. */
function safePreview(values: TModuleForm, from: Date, count: number, timeZone: string): string[] {
  try {
    return previewRunTimes(values, from, count, timeZone);
  } catch {
    return [];
  }
}
