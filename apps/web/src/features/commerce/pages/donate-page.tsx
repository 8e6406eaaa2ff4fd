import { useState } from 'react';
import { Card, Chip, Group, NumberInput, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { COMMERCE_LIMITS } from '@ito/contracts/commerce/fields';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { currencyDigits, formatMoney, toMajor, toMinor } from '../../../shared/lib/money.ts';
import { BuyButton } from '../components/buy-button.tsx';

/** Presets in major units, the same numbers in each currency offered. */
const PRESETS = [5, 10, 25, 50];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR'];

/**
 * `/donate`: a one-off donation to the platform, or with `?to=<creator id>` to a creator: an amount (a preset or
 * typed), a message, then the payment modal.
 */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('donate.title'));
  const messageText = useMessageText();
  const creatorId = useSearchParams()[0].get('to');
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

  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('donate.title')}
      </Title>
      <Text c="dimmed">{creatorId ? t('donate.leadCreator') : t('donate.lead')}</Text>
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
              title: t('donate.title'),
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
