import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDiscountCodeRequest, TDiscountCodeRow } from '@ito/contracts/commerce/discount-codes';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { currencyDigits, toMajor, toMinor } from '../../../shared/lib/money.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useSaveDiscountCode } from '../api/discount-codes-api.ts';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'KWD', 'JPY'];

interface Fields {
  code: string;
  kind: 'percent' | 'amount';
  percent: number | '';
  amount: number | '';
  currency: string;
  maxUses: number | '';
  /** `YYYY-MM-DD` from the date input, or ''. */
  expires: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** The end of the chosen day in the creator's own time, as the API's ISO instant. */
const endOfDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
};

function fieldsOf(row: TDiscountCodeRow | null): Fields {
  if (!row)
    return {
      code: '',
      kind: 'percent',
      percent: 10,
      amount: '',
      currency: 'USD',
      maxUses: '',
      expires: '',
      active: true,
    };
  const currency = row.currency ?? 'USD';
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent_off ?? '',
    amount: row.amount_off_minor === null ? '' : toMajor(row.amount_off_minor, currency),
    currency,
    maxUses: row.max_uses ?? '',
    expires: row.expires_at ? localDay(new Date(row.expires_at)) : '',
    active: row.active,
  };
}

/** The request for the fields: a percentage or an amount off (in minor units), the limits, and whether it is on. */
export function requestOf(fields: Fields, itemId: string | null): TDiscountCodeRequest {
  const isPercent = fields.kind === 'percent';
  return {
    code: fields.code.trim().toUpperCase(),
    kind: fields.kind,
    percent_off: isPercent && fields.percent !== '' ? fields.percent : null,
    amount_off_minor: !isPercent && fields.amount !== '' ? toMinor(fields.amount, fields.currency) : null,
    currency: isPercent ? null : fields.currency,
    max_uses: fields.maxUses === '' ? null : fields.maxUses,
    // The end of the chosen day, in the creator's own time.
    expires_at: fields.expires ? endOfDay(fields.expires) : null,
    item_id: itemId,
    active: fields.active,
  };
}

const SERVER_FIELDS: Record<string, keyof Fields> = {
  code: 'code',
  percent_off: 'percent',
  amount_off_minor: 'amount',
  currency: 'currency',
  max_uses: 'maxUses',
  expires_at: 'expires',
};

/** Create or edit a discount code, in a modal. */
export function DiscountCodeForm({ row, onClose }: { row: TDiscountCodeRow | null; onClose: () => void }) {
  const { t } = useTranslation('commerce');
  const messageText = useMessageText();
  const save = useSaveDiscountCode();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(row));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next: typeof errors = {};
    if (!/^[A-Za-z0-9_-]{3,32}$/.test(fields.code.trim())) next.code = messageText('commerce.code_format');
    if (fields.kind === 'percent' && (fields.percent === '' || fields.percent < 1 || fields.percent > 100))
      next.percent = messageText('commerce.percent_range');
    if (fields.kind === 'amount' && (fields.amount === '' || fields.amount <= 0))
      next.amount = messageText('commerce.amount_off_min');
    if (fields.maxUses !== '' && fields.maxUses < 1) next.maxUses = messageText('commerce.max_uses_min');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({ id: row?.id ?? null, body: requestOf(fields, row?.item_id ?? null) });
      useUiStore.getState().setFlash({ type: 'success', message: t('codes.saved') });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const fromServer: typeof errors = {};
      for (const [field, codes] of Object.entries(error.fieldCodes)) {
        const target = SERVER_FIELDS[field];
        if (target && codes[0]) fromServer[target] = messageText(codes[0].code, codes[0].params);
      }
      setErrors(fromServer);
    }
  };

  const digits = currencyDigits(fields.currency);
  return (
    <Modal
      opened
      onClose={onClose}
      title={row ? t('codes.edit') : t('codes.add')}
      centered
      size={500}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('codes.code')}
            value={fields.code}
            onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
            error={errors.code}
            dir="ltr"
            required
            autoComplete="off"
          />
          <Stack gap={4}>
            <SegmentedControl
              aria-label={t('codes.kind')}
              value={fields.kind}
              onChange={(value) => set('kind', value as Fields['kind'])}
              data={[
                { value: 'percent', label: t('codes.percent') },
                { value: 'amount', label: t('codes.amount') },
              ]}
            />
          </Stack>
          {fields.kind === 'percent' ? (
            <NumberInput
              label={t('codes.percentOff')}
              value={fields.percent}
              onChange={(value) => set('percent', typeof value === 'number' ? value : '')}
              min={1}
              max={100}
              allowDecimal={false}
              error={errors.percent}
              suffix="%"
              required
            />
          ) : (
            <Group grow align="flex-start">
              <NumberInput
                label={t('codes.amountOff')}
                value={fields.amount}
                onChange={(value) => set('amount', typeof value === 'number' ? value : '')}
                min={0}
                decimalScale={digits}
                allowNegative={false}
                error={errors.amount}
                required
              />
              <Select
                label={t('codes.currency')}
                data={CURRENCIES}
                value={fields.currency}
                onChange={(value) => set('currency', value ?? 'USD')}
                allowDeselect={false}
                error={errors.currency}
              />
            </Group>
          )}
          <NumberInput
            label={t('codes.maxUses')}
            description={t('codes.maxUsesHint')}
            value={fields.maxUses}
            onChange={(value) => set('maxUses', typeof value === 'number' ? value : '')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            error={errors.maxUses}
          />
          <TextInput
            type="date"
            label={t('codes.expires')}
            description={t('codes.expiresHint')}
            value={fields.expires}
            onChange={(event) => set('expires', event.currentTarget.value)}
            min={localDay(new Date())}
            error={errors.expires}
          />
          <Checkbox
            label={t('codes.active')}
            checked={fields.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} mih={44}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} mih={44}>
              {t('codes.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
