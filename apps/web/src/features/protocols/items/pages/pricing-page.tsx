import { Button, Group, Input, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { protocolQuery, useUpdatePricing } from '../api/items-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { NumberField } from '../components/number-field.tsx';
import { currencyDigits, formatMoney, toMinor } from '../../../../shared/lib/money.ts';
import {
  pricingFieldFor,
  pricingToValues,
  toPricingBody,
  type TPricingForm,
  ZPricingForm,
} from '../lib/pricing-form.ts';
import { isMissing, notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { FormError, TextField } from '../../../../shared/forms/form-fields.tsx';
import { LoadError } from '../../../../shared/ui/load-error.tsx';

/** `/protocol-builder/{protocol}/pricing`: free or paid, and the price in the protocol's currency. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const protocol = useQuery(protocolQuery(protocolId));
  if (protocol.isError && isMissing(protocol.error)) throw notFoundError();

  let content;
  if (protocol.isPending) content = <Skeleton height={240} radius="md" />;
  else if (protocol.isError) content = <LoadError onRetry={() => void protocol.refetch()} />;
  else content = <PricingForm key={protocol.data.data.updated_at} protocol={protocol.data.data} />;

  return (
    <BuilderFrame protocolId={protocolId} title={t('pricing.title')} lead={t('pricing.lead')}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={560}>
        {content}
      </Paper>
    </BuilderFrame>
  );
}

function PricingForm({ protocol }: { protocol: TProtocol }) {
  const { t, i18n } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const updatePricing = useUpdatePricing(protocol.id);
  const form = useForm<TPricingForm>({ resolver: zodResolver(ZPricingForm), defaultValues: pricingToValues(protocol) });
  const { errors, isSubmitting } = form.formState;
  const access = form.watch('access');
  const currency = (form.watch('currency') || 'USD').toUpperCase();
  const price = form.watch('price');

  const submit = useFormSubmit(
    form,
    async (values) => {
      await updatePricing.mutateAsync(toPricingBody(values));
      useUiStore.getState().setFlash({ type: 'success', message: t('pricing.saved') });
    },
    pricingFieldFor,
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('pricing.title')}>
      <Stack gap="md">
        <FormError error={errors.root?.server} />
        <Controller
          control={form.control}
          name="access"
          render={({ field }) => (
            <Input.Wrapper label={t('pricing.access')}>
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (value === 'free') form.setValue('price', 0);
                }}
                data={[
                  { value: 'free', label: t('pricing.free') },
                  { value: 'paid', label: t('pricing.paid') },
                ]}
                styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
              />
            </Input.Wrapper>
          )}
        />
        {access === 'paid' && (
          <Group grow align="flex-start" wrap="wrap">
            <NumberField
              control={form.control}
              name="price"
              label={t('pricing.price')}
              required
              min={0}
              decimalScale={currencyDigits(currency)}
              thousandSeparator=","
              miw={160}
              errorText={errorText}
            />
            <TextField
              label={t('fields.currency')}
              required
              maxLength={3}
              miw={100}
              styles={{ input: { textTransform: 'uppercase' } }}
              errorText={errorText}
              form={form}
              name="currency"
            />
          </Group>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {access === 'free'
            ? t('pricing.freeSummary')
            : typeof price === 'number' && price > 0 && /^[A-Z]{3}$/.test(currency)
              ? t('pricing.paidSummary', {
                  price: formatMoney(toMinor(price, currency), currency, i18n.language),
                })
              : t('pricing.setPrice')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} mih={44}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
