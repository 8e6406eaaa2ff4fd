import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CardErrors, type CardFields as TCardFields, formatCardNumber, maskExpiry } from '../lib/card.ts';

interface CardFieldsProps {
  value: TCardFields;
  onChange: (value: TCardFields) => void;
  /** Each field's error, already in the reader's language. */
  errors: CardErrors;
  disabled?: boolean;
}

/**
 * The built-in provider's card form: visible labels, the browser's card autofill, digits written left to right in
 * Arabic too. The number goes only to the provider's card endpoint (api/orders-api.ts, api/payments-api.ts).
 */
export function CardFields({ value, onChange, errors, disabled }: CardFieldsProps) {
  const { t } = useTranslation('commerce');
  return (
    <>
      <TextInput
        label={t('card.number')}
        value={value.number}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.currentTarget.value) })}
        error={errors.number}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        dir="ltr"
        maxLength={23}
        required
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('card.expiry')}
          description={t('card.expiryHint')}
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: maskExpiry(event.currentTarget.value, value.expiry) })}
          error={errors.expiry}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          dir="ltr"
          maxLength={7}
          required
        />
        <TextInput
          label={t('card.cvc')}
          description={t('card.cvcHint')}
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
          error={errors.cvc}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
          required
        />
      </Group>
    </>
  );
}
