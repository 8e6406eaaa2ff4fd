import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBillingAddress } from '@ito/contracts/commerce/billing-address';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { addressShape, countryOptions } from '../lib/countries.ts';
import { formatPhone, phoneToE164 } from '../lib/phone.ts';

type Fields = Record<keyof TBillingAddress, string>;
type Errors = Partial<Record<keyof TBillingAddress, string>>;

const EMPTY: Fields = {
  full_name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: '',
  phone: '',
  tax_id: '',
};

interface BillingAddressFormProps {
  initial: TBillingAddress | null;
  /** Saves the address; rejects with the API's error (422 field codes are shown on their fields). */
  onSave: (address: TBillingAddress) => Promise<unknown>;
  isSaving: boolean;
}

/** The checks the browser can make: the fields every address needs, and the phone for the chosen country. */
export function checkAddress(fields: Fields): { address: TBillingAddress } | { errors: Errors } {
  const errors: Errors = {};
  const shape = addressShape(fields.country);
  if (!fields.full_name.trim()) errors.full_name = 'auth.full_name';
  if (!fields.line1.trim()) errors.line1 = 'commerce.address_line';
  if (!fields.city.trim()) errors.city = 'commerce.city';
  if (!/^[A-Z]{2}$/.test(fields.country)) errors.country = 'commerce.country';
  if (shape.region && !fields.region.trim()) errors.region = 'commerce.region_required';
  const phone = phoneToE164(fields.phone, fields.country || 'US');
  if (phone === null) errors.phone = 'commerce.phone';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    address: {
      full_name: fields.full_name.trim(),
      line1: fields.line1.trim(),
      line2: fields.line2.trim(),
      city: fields.city.trim(),
      region: shape.region ? fields.region.trim() : '',
      postal_code: shape.postal ? fields.postal_code.trim() : '',
      country: fields.country,
      phone: phone ?? '',
      tax_id: fields.tax_id.trim(),
    },
  };
}

/**
 * The billing address: every country by its name in the reader's language, the postal code and region fields where
 * the country uses them (named as it names them), the phone checked and written for that country.
 */
export function BillingAddressForm({ initial, onSave, isSaving }: BillingAddressFormProps) {
  const { t, i18n } = useTranslation('commerce');
  const messageText = useMessageText();
  const [fields, setFields] = useState<Fields>(() =>
    initial ? { ...initial, phone: initial.phone ? formatPhone(initial.phone, initial.country) : '' } : EMPTY,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const shape = addressShape(fields.country);
  const said = (field: keyof TBillingAddress) => {
    const code = errors[field];
    return code ? messageText(code as never, {}, code) : undefined;
  };
  const set = (field: keyof TBillingAddress) => (value: string) => {
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const input = (field: keyof TBillingAddress) => ({
    value: fields[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
    error: said(field),
    disabled: isSaving,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkAddress(fields);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      await onSave(checked.address);
      setFields((previous) => ({ ...previous, phone: formatPhone(checked.address.phone, checked.address.country) }));
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const next: Errors = {};
      for (const [field, codes] of Object.entries(error.fieldCodes)) {
        if (field in EMPTY && codes[0]) next[field as keyof TBillingAddress] = codes[0].code;
      }
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (field in EMPTY && !next[field as keyof TBillingAddress] && messages[0])
          next[field as keyof TBillingAddress] = messages[0];
      }
      setErrors(next);
      if (Object.keys(next).length === 0 && error.code) setFormError(messageText(error.code));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('billing.title')}>
      <Stack gap="md">
        <TextInput label={t('billing.fullName')} autoComplete="name" required {...input('full_name')} />
        <Select
          label={t('billing.country')}
          placeholder={t('billing.countryPlaceholder')}
          data={countries}
          searchable
          required
          value={fields.country || null}
          onChange={(value) => set('country')(value ?? '')}
          error={said('country')}
          disabled={isSaving}
          autoComplete="country"
          nothingFoundMessage={t('billing.noCountry')}
        />
        <TextInput label={t('billing.line1')} autoComplete="address-line1" required {...input('line1')} />
        <TextInput label={t('billing.line2')} autoComplete="address-line2" {...input('line2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('billing.city')} autoComplete="address-level2" required {...input('city')} />
          {shape.region ? (
            <TextInput
              label={t(`billing.region.${shape.region}`)}
              autoComplete="address-level1"
              required
              {...input('region')}
            />
          ) : null}
          {shape.postal ? (
            <TextInput
              label={t(`billing.postal.${shape.postal}`)}
              autoComplete="postal-code"
              dir="ltr"
              {...input('postal_code')}
            />
          ) : null}
        </SimpleGrid>
        <TextInput
          label={t('billing.phone')}
          description={t('billing.phoneHint')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...input('phone')}
          onBlur={() => {
            if (fields.phone && phoneToE164(fields.phone, fields.country || 'US'))
              set('phone')(formatPhone(fields.phone, fields.country || 'US'));
          }}
        />
        <TextInput label={t('billing.taxId')} description={t('billing.taxIdHint')} dir="ltr" {...input('tax_id')} />
        {formError ? (
          <Alert color="danger" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} mih={44}>
            {t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
