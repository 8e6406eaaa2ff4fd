import { useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '@ito/contracts/files/file-data';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@ito/contracts/auth/account-deletion';
import {
  PROFESSION_SUGGESTIONS,
  PROFILE_COUNTRIES,
  PROFILE_LIMITS,
  PROFILE_LOCALES,
  type TProfile,
} from '@ito/contracts/profile/profile';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { myProfileQuery } from '../api/profile-api.ts';
import { useChangePicture, useUpdateProfile } from '../api/profile-api.ts';
import { AvatarField } from '../components/avatar-field.tsx';
import {
  type AvatarChange,
  countryOptions,
  formValuesOf,
  profileBody,
  type TProfileForm,
  type TProfileFormInput,
  ZProfileForm,
} from '../lib/profile-form.ts';
import { useProfileErrorText } from '../hooks/use-profile-error-text.ts';
import { deviceTimeZone, timeZones } from '../lib/time-zones.ts';
import { FormError, TextField, TextareaField } from '../../../shared/forms/form-fields.tsx';

/**
 * `/my-profile`: the signed-in person edits their name, username, bio, profession, language, phone, time zone
 * (decision 072) and picture.
 */
export function Component() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const profile = useQuery(myProfileQuery());

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {profile.isPending ? (
        <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label={t('loading')}>
          <Stack gap="md">
            <Group gap="lg">
              <Skeleton circle height={96} />
              <Skeleton height={36} width={160} />
            </Group>
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={96} />
          </Stack>
        </Paper>
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm profile={profile.data.data} />
      )}
      <DeleteAccountSection />
    </Stack>
  );
}

/** The way to `/delete-account` (decision 032), apart from the form so that it is never pressed by mistake. */
function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="delete-account">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="delete-account">
          {t('dangerZone.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dangerZone.text', { days: ACCOUNT_DELETION_GRACE_DAYS })}
        </Text>
        <Button component={Link} to="/delete-account" variant="outline" color="danger">
          {t('dangerZone.link')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const [avatar, setAvatarChange] = useState<AvatarChange>({ kind: 'none' });
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<TProfileFormInput, unknown, TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: formValuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const fullName = form.watch('full_name');
  const username = form.watch('username');
  const countries = useMemo(() => countryOptions(PROFILE_COUNTRIES, i18n.language), [i18n.language]);
  const languages = PROFILE_LOCALES.map((value) => ({ value, label: t(`language.${value}`, { ns: 'common' }) }));

  const previewUrl =
    avatar.kind === 'set'
      ? avatar.previewUrl
      : avatar.kind === 'remove' || !profile.avatar
        ? null
        : imageUrl('medium', profile.avatar);

  // Each write keeps its answer at once, so a refused picture change after a saved profile still shows the profile.
  const saveFields = useUpdateProfile();
  const savePicture = useChangePicture();

  const clearPictureErrors = () => {
    const store = useValidationStore.getState();
    store.hideError('file');
    store.hideError('file_id');
    form.clearErrors(['file', 'file_id']);
  };

  const submit = useFormSubmit(form, async (values) => {
    const saved = await saveFields.mutateAsync(profileBody(values));
    let result = saved.data;
    if (avatar.kind !== 'none') {
      const changed = await savePicture.mutateAsync(avatar);
      result = changed.data;
      setAvatarChange({ kind: 'none' });
    }
    form.reset(formValuesOf(result));
    useUiStore.getState().setFlash({ type: 'success', message: t('saved') });
    // A newly chosen language is the interface's too.
    if (result.locale !== profile.locale && result.locale !== i18n.language) void i18n.changeLanguage(result.locale);
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label={t('title')}>
        <Stack gap="md">
          <FormError error={errors.root?.server} />
          <AvatarField
            name={fullName || profile.full_name}
            previewUrl={previewUrl}
            error={errorText(errors.file ?? errors.file_id)}
            onUpload={({ fileId, previewUrl: url }) => {
              clearPictureErrors();
              setAvatarChange({ kind: 'set', fileId, previewUrl: url });
            }}
            onBusyChange={setIsUploading}
            onRemove={() => {
              clearPictureErrors();
              setAvatarChange(profile.avatar ? { kind: 'remove' } : { kind: 'none' });
            }}
          />
          {profile.email && (
            <Text size="sm" c="dimmed">
              <Trans
                t={t}
                i18nKey="email"
                values={{ email: profile.email }}
                components={{ address: <bdi dir="ltr" /> }}
              />
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label={t('fields.fullName')}
              autoComplete="name"
              required
              maxLength={120}
              form={form}
              name="full_name"
            />
            <TextInput
              label={t('fields.username')}
              description={
                username ? (
                  <Trans
                    t={t}
                    i18nKey="fields.usernameLink"
                    values={{ path: `/u/${username.trim().toLowerCase()}` }}
                    components={{ path: <bdi dir="ltr" /> }}
                  />
                ) : (
                  t('fields.usernameHint')
                )
              }
              autoComplete="username"
              dir="ltr"
              maxLength={PROFILE_LIMITS.usernameMax}
              {...form.register('username')}
              error={errorText(errors.username)}
            />
            <Controller
              control={form.control}
              name="profession"
              render={({ field, fieldState }) => (
                <Autocomplete
                  label={t('fields.profession')}
                  placeholder={t('fields.professionPlaceholder')}
                  data={PROFESSION_SUGGESTIONS.map((key) => t(`professions.${key}`))}
                  maxLength={PROFILE_LIMITS.professionMax}
                  autoComplete="organization-title"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="locale"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.locale')}
                  description={t('fields.localeHint')}
                  data={languages}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'en')}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={errorText(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <Select
                  label={t('fields.country')}
                  placeholder={t('fields.countryPlaceholder')}
                  data={countries}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  nothingFoundMessage={t('fields.countryNone')}
                  autoComplete="country"
                  error={errorText(fieldState.error)}
                />
              )}
            />
            <TextField
              label={t('fields.phone')}
              description={t('fields.phoneHint')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={PROFILE_LIMITS.phoneMax}
              form={form}
              name="phone"
            />
          </SimpleGrid>
          <TimeZoneField form={form} error={errorText(errors.time_zone)} />
          <TextareaField
            label={t('fields.bio')}
            description={t('fields.bioHint', { count: PROFILE_LIMITS.bioMax })}
            minRows={4}
            maxRows={12}
            maxLength={PROFILE_LIMITS.bioMax}
            form={form}
            name="bio"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={isUploading}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The zone the person's days, reminders, quiet hours and digests are read in. Empty until they choose one (or their
 * device's is adopted when it first matters); offers this device's zone when it differs.
 */
function TimeZoneField({
  form,
  error,
}: {
  form: UseFormReturn<TProfileFormInput, unknown, TProfileForm>;
  error: string | undefined;
}) {
  const { t } = useTranslation('profile');
  const device = deviceTimeZone();
  const current = form.watch('time_zone');
  const zones = useMemo(() => timeZones(current), [current]);
  return (
    <Stack gap={4} align="flex-start">
      <Controller
        control={form.control}
        name="time_zone"
        render={({ field }) => (
          <Select
            label={t('fields.timeZone')}
            description={t('fields.timeZoneHint')}
            placeholder={t('fields.timeZonePlaceholder')}
            nothingFoundMessage={t('fields.timeZoneNone')}
            searchable
            limit={50}
            allowDeselect={false}
            data={zones}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? field.value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            w="100%"
            error={error}
          />
        )}
      />
      {current !== device && (
        <Button
          variant="subtle"
          mih={44}
          onClick={() => form.setValue('time_zone', device, { shouldDirty: true, shouldValidate: true })}
        >
          {t('fields.useDeviceZone', { zone: device })}
        </Button>
      )}
    </Stack>
  );
}
