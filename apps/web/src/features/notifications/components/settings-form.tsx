import { FormError } from '../../../shared/forms/form-fields.tsx';
import { Anchor, Button, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATION_BUDGET_MAX,
  NOTIFICATION_BUDGET_MIN,
  type TNotificationSettings,
} from '@ito/contracts/notifications/settings';
import { useErrorText } from '../../../shared/hooks/use-error-text.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { settingsQuery } from '../api/notifications-api.ts';
import { useSaveSettings } from '../api/notifications-api.ts';
import {
  settingsToForm,
  type TSettingsFormInput,
  type TSettingsFormOutput,
  ZSettingsForm,
} from '../lib/settings-form.ts';
import { TimeField } from '../../../shared/ui/time-field.tsx';

/** The form itself, mounted once the settings are in (its defaults are theirs). */
function SettingsFields({ settings }: { settings: TNotificationSettings }) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const form = useForm<TSettingsFormInput, unknown, TSettingsFormOutput>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: settingsToForm(settings),
  });
  const save = useSaveSettings();
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(settingsToForm(saved.data));
    useUiStore.getState().setFlash({ message: t('settings.saved'), type: 'success' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={errors.root?.server} />
        <Controller
          control={form.control}
          name="hourly_budget"
          render={({ field }) => (
            <NumberInput
              label={t('settings.budget')}
              description={t('settings.budgetHint', { min: NOTIFICATION_BUDGET_MIN, max: NOTIFICATION_BUDGET_MAX })}
              min={NOTIFICATION_BUDGET_MIN}
              max={NOTIFICATION_BUDGET_MAX}
              allowDecimal={false}
              allowNegative={false}
              maw={240}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errorText(errors.hourly_budget)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TimeField
            label={t('settings.quietStart')}
            {...form.register('quiet_start')}
            error={errorText(errors.quiet_start)}
          />
          <TimeField
            label={t('settings.quietEnd')}
            {...form.register('quiet_end')}
            error={errorText(errors.quiet_end)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('settings.quietHint')}{' '}
          <Trans
            t={t}
            i18nKey="settings.zoneHint"
            components={{ profile: <Anchor component={Link} to="/my-profile" size="xs" /> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button type="submit" mih={44} loading={isSubmitting} disabled={!isDirty}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The hourly delivery budget and quiet hours (read in the profile's time zone, decision 072). */
export function SettingsForm() {
  const { t } = useTranslation('notifications');
  const settings = useQuery(settingsQuery());

  let content;
  if (settings.isPending) {
    content = (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={56} width={240} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else if (settings.isError) {
    content = <LoadError title={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
  } else {
    content = <SettingsFields settings={settings.data.data} />;
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-settings-title">
      <Title order={2} size="h3" id="notification-settings-title">
        {t('settings.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('settings.lead')}
      </Text>
      {content}
    </Stack>
  );
}
