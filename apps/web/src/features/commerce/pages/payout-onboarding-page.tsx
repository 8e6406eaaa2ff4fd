import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TLocalOnboardingRequest } from '@ito/contracts/commerce/payout-accounts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { localAccountQuery, useSubmitLocalOnboarding } from '../api/payouts-api.ts';

type Field = keyof TLocalOnboardingRequest;
const FIELDS: Field[] = ['legal_name', 'dob', 'routing_number', 'account_number'];
const EMPTY: TLocalOnboardingRequest = { legal_name: '', dob: '', routing_number: '', account_number: '' };

/** The app path of a provider address (absolute or relative). */
function appPath(url: string): string {
  const target = new URL(url, window.location.origin);
  return `${target.pathname}${target.search}`;
}

/**
 * `/creator/payouts/onboarding/{id}`: the built-in payment provider's stand-in for Stripe's hosted onboarding of a
 * creator's payout account (beyond SPEC 2, decision 078). It takes Stripe's test values, then returns to the studio.
 */
export function Component() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('onboarding.title'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const messageText = useMessageText();
  const account = useQuery(localAccountQuery(id));
  const submit = useSubmitLocalOnboarding(id);
  const [fields, setFields] = useState<TLocalOnboardingRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  if (account.isError && isMissing(account.error)) throw notFoundError();

  const input = (field: Field) => ({
    value: fields[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((previous) => ({ ...previous, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    error: errors[field] ? messageText(errors[field] as never, {}, errors[field]) : undefined,
    disabled: submit.isPending,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setFormError(null);
    try {
      const done = await submit.mutateAsync(fields);
      void navigate(appPath(done.data.return_url));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const next: Partial<Record<Field, string>> = {};
      for (const [field, codes] of Object.entries(error.fieldCodes))
        if ((FIELDS as string[]).includes(field) && codes[0]) next[field as Field] = codes[0].code;
      setErrors(next);
      if (Object.keys(next).length === 0) setFormError(error.code ? messageText(error.code) : t('onboarding.failed'));
    }
  };

  let content;
  if (account.isPending) content = <Skeleton height={320} aria-hidden />;
  else if (account.isError)
    content = <LoadError title={t('onboarding.loadError')} onRetry={() => void account.refetch()} />;
  else {
    const { data } = account.data;
    content = (
      <Card withBorder padding="lg" radius="md">
        {data.link_expired ? (
          <Alert color="warning" variant="light" mb="md" title={t('onboarding.expiredTitle')}>
            <Text size="sm">{t('onboarding.expiredBody')}</Text>
            <Button variant="light" mt="xs" mih={44} onClick={() => void navigate(appPath(data.refresh_url))}>
              {t('onboarding.newLink')}
            </Button>
          </Alert>
        ) : null}
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('onboarding.title')}>
          <Stack gap="md">
            <TextInput label={t('onboarding.legalName')} autoComplete="name" required {...input('legal_name')} />
            <TextInput
              label={t('onboarding.dob')}
              description={t('onboarding.dobHint')}
              type="date"
              autoComplete="bday"
              required
              {...input('dob')}
            />
            <TextInput
              label={t('onboarding.routing')}
              description={t('onboarding.routingHint')}
              inputMode="numeric"
              dir="ltr"
              required
              {...input('routing_number')}
            />
            <TextInput
              label={t('onboarding.accountNumber')}
              description={t('onboarding.accountHint')}
              inputMode="numeric"
              dir="ltr"
              required
              {...input('account_number')}
            />
            {formError ? (
              <Alert color="danger" variant="light" role="alert">
                {formError}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button type="submit" mih={44} loading={submit.isPending}>
                {t('onboarding.submit')}
              </Button>
              <Button
                variant="subtle"
                mih={44}
                disabled={submit.isPending}
                onClick={() => void navigate(appPath(data.return_url))}
              >
                {t('onboarding.leave')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    );
  }
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('onboarding.title')}
      </Title>
      <Text c="dimmed">{t('onboarding.lead')}</Text>
      {content}
    </Stack>
  );
}
