import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_DELETION_GRACE_DAYS, type TAccountDeletion } from '@ito/contracts/auth/account-deletion';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useRequestAccountDeletion } from '../api/profile-api.ts';
import {
  deletionBody,
  EMPTY_DELETE_ACCOUNT_FORM,
  eraseDateFrom,
  type TDeleteAccountForm,
  ZDeleteAccountForm,
} from '../lib/delete-account-form.ts';
import { useDeletionErrorText } from '../hooks/use-deletion-error-text.ts';
import { FormError, PasswordFormField, TextField } from '../../../shared/forms/form-fields.tsx';

function useLongDate(): (date: Date) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
    return (date: Date) => format.format(date);
  }, [i18n.language]);
}

/**
 * `/delete-account` (decision 032): says what deleting the account does, asks for the password and a clear
 * acknowledgement, then signs the person out here (the server has already ended every session) and confirms.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const [requested, setRequested] = useState<TAccountDeletion | null>(null);
  usePageTitle(requested ? t('deleteAccount.done.title') : t('deleteAccount.title'));
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      {requested ? <DeletionRequested deletion={requested} /> : <DeleteAccountForm onRequested={setRequested} />}
    </Stack>
  );
}

function DeleteAccountForm({ onRequested }: { onRequested: (deletion: TAccountDeletion) => void }) {
  const { t } = useTranslation('profile');
  const errorText = useDeletionErrorText();
  const longDate = useLongDate();
  const eraseDay = longDate(eraseDateFrom(new Date()));
  const requestAccountDeletion = useRequestAccountDeletion();
  const form = useForm<TDeleteAccountForm>({
    resolver: zodResolver(ZDeleteAccountForm),
    defaultValues: EMPTY_DELETE_ACCOUNT_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  // An account without a password confirms with its email address: the server says so with an error on `confirm`.
  const [asksEmail, setAsksEmail] = useState(false);
  useEffect(() => {
    if (errors.confirm) setAsksEmail(true);
  }, [errors.confirm]);

  const submit = useFormSubmit(form, async (values) => {
    // Every session ends on the server, and the mutation forgets this one here too.
    const answer = await requestAccountDeletion.mutateAsync(deletionBody(values));
    onRequested(answer.data);
  });

  return (
    <>
      <Stack gap="xs">
        <Title order={1}>{t('deleteAccount.title')}</Title>
        <Text c="dimmed">{t('deleteAccount.intro', { days: ACCOUNT_DELETION_GRACE_DAYS })}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('deleteAccount.what.title')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('deleteAccount.what.signedOut')}</List.Item>
            <List.Item>
              {t('deleteAccount.what.grace', { days: ACCOUNT_DELETION_GRACE_DAYS, date: eraseDay })}
            </List.Item>
            <List.Item>{t('deleteAccount.what.erased')}</List.Item>
            <List.Item>{t('deleteAccount.what.kept')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate aria-label={t('deleteAccount.formLabel')}>
          <Stack gap="md">
            <FormError error={errors.root?.server} />
            <Alert color="danger" variant="light" title={t('deleteAccount.warningTitle')}>
              {t('deleteAccount.warning', { days: ACCOUNT_DELETION_GRACE_DAYS })}
            </Alert>
            <PasswordFormField
              label={t('deleteAccount.password')}
              description={t('deleteAccount.passwordHint')}
              autoComplete="current-password"
              required={!asksEmail}
              maxLength={200}
              form={form}
              name="password"
            />
            {asksEmail && (
              <TextField
                label={t('deleteAccount.confirmEmail')}
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                maxLength={254}
                form={form}
                name="confirm"
              />
            )}
            <Checkbox
              label={t('deleteAccount.understood', { date: eraseDay })}
              color="danger"
              {...form.register('understood')}
              error={errorText(errors.understood)}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/my-profile" variant="default" disabled={isSubmitting}>
                {t('deleteAccount.cancel')}
              </Button>
              <Button type="submit" color="danger" loading={isSubmitting}>
                {t('deleteAccount.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

function DeletionRequested({ deletion }: { deletion: TAccountDeletion }) {
  const { t } = useTranslation('profile');
  const longDate = useLongDate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news, so that a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  const date = longDate(new Date(deletion.erase_after));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('deleteAccount.done.title')}
        </Title>
        <Text>{t('deleteAccount.done.signedOut', { date })}</Text>
        <Text>{t('deleteAccount.done.cancel', { date })}</Text>
        <Text c="dimmed">{t('deleteAccount.done.mail')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/">
            {t('deleteAccount.done.home')}
          </Button>
          <Button component={Link} to="/login" variant="default">
            {t('deleteAccount.done.signIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
