import { useState } from 'react';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  type TNotificationChannel,
  type TNotificationPreference,
} from '@ito/contracts/notifications/preferences';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { preferencesQuery } from '../api/notifications-api.ts';
import { useSavePreferences } from '../api/notifications-api.ts';

/** Per notification type: live, digest or off. Changes are kept here until saved, then sent together. */
export function PreferencesForm() {
  const { t } = useTranslation('notifications');
  const preferences = useQuery(preferencesQuery());
  const mutation = useSavePreferences();
  const [edits, setEdits] = useState<Record<string, TNotificationChannel>>({});
  const isSaving = mutation.isPending;
  const changed: TNotificationPreference[] = (preferences.data?.data ?? [])
    .filter((p) => edits[p.type] !== undefined && edits[p.type] !== p.channel)
    .map((p) => ({ type: p.type, channel: edits[p.type] ?? p.channel }));

  const save = async () => {
    if (changed.length === 0 || mutation.isPending) return;
    try {
      await mutation.mutateAsync(changed);
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    setEdits({});
    useUiStore.getState().setFlash({ message: t('preferences.saved'), type: 'success' });
  };

  let content;
  if (preferences.isPending) {
    content = (
      <Stack gap="sm" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  } else if (preferences.isError) {
    content = <LoadError title={t('preferences.loadError')} onRetry={() => void preferences.refetch()} />;
  } else {
    content = (
      <Stack gap="xs">
        {preferences.data.data.map((preference) => {
          const label = t(`types.${preference.type}`, { defaultValue: t('types.other') });
          return (
            <Group key={preference.type} justify="space-between" wrap="wrap" gap="xs" data-testid="preference-row">
              <Text fw={500} id={`preference-${preference.type}`}>
                {label}
              </Text>
              <SegmentedControl
                aria-labelledby={`preference-${preference.type}`}
                size="md"
                value={edits[preference.type] ?? preference.channel}
                onChange={(value) => setEdits((all) => ({ ...all, [preference.type]: value as TNotificationChannel }))}
                data={NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`preferences.${channel}`) }))}
              />
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button mih={44} loading={isSaving} disabled={changed.length === 0} onClick={() => void save()}>
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-preferences-title">
      <Title order={2} size="h3" id="notification-preferences-title">
        {t('preferences.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('preferences.lead')}
      </Text>
      {content}
    </Stack>
  );
}
