import { useState } from 'react';
import {
  Alert,
  Anchor,
  Card,
  Chip,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getPublicProfileEndpoint } from '@ito/contracts/catalogue/get-profile';
import { COMMERCE_LIMITS } from '@ito/contracts/commerce/fields';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { isMissing } from '../../../shared/lib/not-found.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { commerceKeys } from '../api/keys.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { currencyDigits, formatMoney, toMajor, toMinor } from '../../../shared/lib/money.ts';
import { BuyButton } from '../components/buy-button.tsx';

/** Presets in major units, the same numbers in each currency offered. */
const PRESETS = [5, 10, 25, 50];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR'];

/**
 * `/donate`: a one-off donation to the platform, or with `?to=<username>` (the link on a creator's profile) to that
 * creator, named on the page so the donor sees who receives it: an amount (a preset or typed), a message, then the
 * payment modal.
 */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('donate.title'));
  const messageText = useMessageText();
  const username = useSearchParams()[0].get('to');
  const creator = useQuery({
    queryKey: commerceKeys.donee(username ?? ''),
    queryFn: ({ signal }) =>
      call(getPublicProfileEndpoint, {
        params: { username: username! },
        query: { page: 1, per_page: 1 },
        signal,
        silent: true,
      }).then((answer) => answer.profile),
    enabled: Boolean(username),
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const [currency, setCurrency] = useState('USD');
  const [amount, setAmount] = useState<number | ''>(10);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minor = typeof amount === 'number' ? toMinor(amount, currency) : 0;
  const digits = currencyDigits(currency);
  // The limits are a two-digit currency's cents; for another currency the same major amounts.
  const min = toMajor(COMMERCE_LIMITS.donationMin, 'USD');
  const max = toMajor(COMMERCE_LIMITS.donationMax, 'USD');

  const check = () => {
    if (typeof amount !== 'number' || amount < min) setError(messageText('commerce.donation_min'));
    else if (amount > max) setError(messageText('commerce.donation_max'));
    else return true;
    return false;
  };

  const heading = (
    <Title order={1} size="h2">
      {creator.data ? t('donate.titleCreator', { name: creator.data.full_name }) : t('donate.title')}
    </Title>
  );
  if (username && creator.isPending) {
    return (
      <Stack gap="md" maw={560} mx="auto" aria-busy="true">
        {heading}
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (username && creator.isError) {
    return (
      <Stack gap="md" maw={560} mx="auto">
        {heading}
        {isMissing(creator.error) ? (
          <Alert color="warning" variant="light" title={t('donate.creatorMissing')}>
            <Anchor component={Link} to="/donate">
              {t('donate.toPlatform')}
            </Anchor>
          </Alert>
        ) : (
          <LoadError onRetry={() => void creator.refetch()} />
        )}
      </Stack>
    );
  }
  const creatorId = creator.data?.id ?? null;

  return (
    <Stack gap="md" maw={560} mx="auto">
      {heading}
      <Text c="dimmed">
        {creator.data ? t('donate.leadCreator', { name: creator.data.full_name }) : t('donate.lead')}
      </Text>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Select
            label={t('donate.currency')}
            data={CURRENCIES}
            value={currency}
            onChange={(value) => setCurrency(value ?? 'USD')}
            allowDeselect={false}
          />
          <Chip.Group
            value={typeof amount === 'number' ? String(amount) : ''}
            onChange={(value) => {
              setAmount(Number(value));
              setError(null);
            }}
          >
            <Group gap="xs" role="radiogroup" aria-label={t('donate.presets')}>
              {PRESETS.map((preset) => (
                <Chip key={preset} value={String(preset)} size="md">
                  {formatMoney(toMinor(preset, currency), currency, i18n.language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <NumberInput
            label={t('donate.amount')}
            value={amount}
            onChange={(value) => {
              setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value));
              setError(null);
            }}
            min={min}
            max={max}
            decimalScale={digits}
            allowNegative={false}
            error={error}
            dir="ltr"
            rightSection={<Text size="xs">{currency}</Text>}
            rightSectionWidth={48}
          />
          <Textarea
            label={t('donate.message')}
            description={t('donate.messageHint')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={COMMERCE_LIMITS.messageMax}
            autosize
            minRows={2}
          />
          <BuyButton
            size="md"
            mih={44}
            fullWidth
            canOpen={check}
            purchase={{
              item_type: 'donation',
              item_id: creatorId,
              title: creator.data ? t('donate.titleCreator', { name: creator.data.full_name }) : t('donate.title'),
              amount_minor: minor,
              currency,
              ...(message.trim() ? { message: message.trim() } : {}),
            }}
          >
            {t('donate.submit', { amount: formatMoney(minor, currency, i18n.language) })}
          </BuyButton>
        </Stack>
      </Card>
    </Stack>
  );
}
