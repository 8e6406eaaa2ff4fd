import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { formatMoney } from '../../../shared/lib/money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { orderQuery, useCreateOrder, usePayOrder, type PaymentSource } from '../api/orders-api.ts';
import { paymentMethodsQuery, paymentsConfigQuery } from '../api/payments-api.ts';
import { EMPTY_CARD, readCard, type CardErrors, type CardFields as TCardFields } from '../lib/card.ts';
import { readPaymentFailure, type PaymentFailure } from '../lib/payment-error.ts';
import { CardFields } from './card-fields.tsx';
import { handleStripeNextAction, StripeElement, type StripeHandle } from './stripe-element.tsx';

/** What a buy button sells: the order the modal opens for it. */
export interface ItemPurchase {
  item_type: 'program' | 'protocol' | 'donation';
  /** The program or protocol; for a donation, the creator who receives it (null: the platform). */
  item_id: string | null;
  title: string;
  /** A donation's amount and currency, and its message. */
  amount_minor?: number;
  currency?: string;
  message?: string;
  /** Where "Open" leads when the buyer already owns the item. */
  openPath?: string;
}

/** An order that already exists (a protocol's order step opened it): the modal pays it as it is, without a code. */
export interface OrderPurchase {
  order_id: string;
  title: string;
}

export type Purchase = ItemPurchase | OrderPurchase;

interface PaymentModalProps {
  opened: boolean;
  onClose: () => void;
  purchase: Purchase;
  /** Called instead of going to `/payment/success` when the payment is accepted at once. */
  onPaid?: (order: TOrder) => void;
}

const NEW_CARD = 'new';

/** The order to pay: the existing one, read when the modal opens, or one opened for the item. */
function useOrder(purchase: Purchase, opened: boolean) {
  const existingId = 'order_id' in purchase ? purchase.order_id : null;
  const existing = useQuery({ ...orderQuery(existingId ?? ''), enabled: opened && existingId !== null, staleTime: 0 });
  const created = useCreatedOrder('order_id' in purchase ? null : purchase, opened);
  if (existingId === null) return created;
  return {
    order: existing.data?.data ?? null,
    error: existing.error,
    retry: () => void existing.refetch(),
    applyCode: () => Promise.resolve(),
    isApplying: false,
  };
}

/** The open order for an item, created when the modal opens and again with a discount code (none: nothing to do). */
function useCreatedOrder(purchase: ItemPurchase | null, opened: boolean) {
  const create = useCreateOrder();
  const [order, setOrder] = useState<TOrder | null>(null);
  const [error, setError] = useState<unknown>(null);
  const base = purchase
    ? {
        item_type: purchase.item_type,
        item_id: purchase.item_id,
        ...(purchase.amount_minor === undefined ? {} : { amount_minor: purchase.amount_minor }),
        ...(purchase.currency ? { currency: purchase.currency } : {}),
        ...(purchase.message ? { message: purchase.message } : {}),
      }
    : null;
  const key = base ? JSON.stringify(base) : null;
  const asked = useRef<string | null>(null);
  const { mutateAsync } = create;
  useEffect(() => {
    if (!opened || key === null || asked.current === key) return;
    asked.current = key;
    setError(null);
    mutateAsync(JSON.parse(key) as NonNullable<typeof base>).then(
      (answer) => setOrder(answer.data),
      (failure: unknown) => setError(failure),
    );
    // `base` is read through `key`, its serialised form.
  }, [opened, key, mutateAsync]);
  const retry = () => {
    if (!base) return;
    asked.current = null;
    setError(null);
    setOrder(null);
    mutateAsync(base).then(
      (answer) => setOrder(answer.data),
      (failure: unknown) => setError(failure),
    );
  };
  const applyCode = async (code: string) => {
    if (!base) return;
    setOrder((await mutateAsync({ ...base, discount_code: code || null })).data);
  };
  return { order, error, retry, applyCode, isApplying: create.isPending && order !== null };
}

/** What an existing order's modal can pay: an order still waiting for its payment. */
function isPayable(order: TOrder): boolean {
  return order.status === 'pending' || order.status === 'failed';
}

/**
 * SPEC section 2's payment modal: the item, its price, a discount code, the total, a saved card or a new one, and a
 * Pay button with the exact amount. Paying sends the card to the provider, then its id to the order; a refused card
 * is said here in the buyer's language, a confirmation step opens the provider's page, and a paid order goes to
 * `/payment/success` (or to `onPaid`). An existing order (a protocol's order step) is read, not created, and takes
 * no discount code.
 */
export function PaymentModal({ opened, onClose, purchase, onPaid }: PaymentModalProps) {
  const { t, i18n } = useTranslation('commerce');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { order, error: orderError, retry, applyCode, isApplying } = useOrder(purchase, opened);
  const config = useQuery({ ...paymentsConfigQuery(), enabled: opened });
  const methods = useQuery({ ...paymentMethodsQuery(), enabled: opened });
  const pay = usePayOrder();
  const stripe = useRef<StripeHandle | null>(null);
  const isBusy = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [card, setCard] = useState<TCardFields>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [saveCard, setSaveCard] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const isExisting = 'order_id' in purchase;
  const money = (minor: number) => formatMoney(minor, order?.currency ?? 'USD', i18n.language);
  const saved = methods.data?.data ?? [];
  const selected = choice ?? saved.find((m) => m.is_default)?.id ?? saved[0]?.id ?? NEW_CARD;
  const provider = config.data?.data.provider ?? 'local';
  const publishableKey = config.data?.data.publishable_key ?? null;

  const onApply = async () => {
    setCodeError(null);
    try {
      await applyCode(code.trim());
    } catch (error) {
      const failed = readPaymentFailure(error);
      const codeFailure = isApiError(error) ? error.fieldCodes.discount_code?.[0]?.code : undefined;
      const said = codeFailure ?? failed.other;
      setCodeError(said ? messageText(said) : t('pay.codeFailed'));
    }
  };

  const sourceOf = async (): Promise<PaymentSource | null> => {
    if (selected !== NEW_CARD) return { kind: 'method', id: selected };
    if (provider === 'stripe') {
      if (!stripe.current) return null;
      try {
        return { kind: 'method', id: await stripe.current.createPaymentMethod() };
      } catch (error) {
        setStripeError(error instanceof Error ? error.message : t('pay.failed'));
        return null;
      }
    }
    const read = readCard(card);
    if ('errors' in read) {
      setCardErrors(
        Object.fromEntries(Object.entries(read.errors).map(([field, said]) => [field, messageText(said as never)])),
      );
      return null;
    }
    return { kind: 'card', card: read.card };
  };

  const onPay = async (event: FormEvent) => {
    event.preventDefault();
    if (!order || isBusy.current) return;
    isBusy.current = true;
    setSubmitting(true);
    setFailure(null);
    setStripeError(null);
    setCardErrors({});
    try {
      const source = await sourceOf();
      if (!source) return;
      const isNew = selected === NEW_CARD;
      const answer = await pay.mutateAsync({ orderId: order.id, source, saveCard: isNew && saveCard });
      const next = answer.next_action;
      if (next?.kind === 'redirect') {
        const target = new URL(next.url, window.location.origin);
        if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.href);
        return;
      }
      if (next?.kind === 'stripe') {
        // A saved card has no Payment Element mounted: Stripe.js is loaded for the bank's step alone.
        if (stripe.current) await stripe.current.handleNextAction(next.client_secret);
        else await handleStripeNextAction(publishableKey ?? '', i18n.language, next.client_secret);
      }
      if (onPaid) {
        onPaid(answer.data);
        onClose();
        return;
      }
      void navigate(`/payment/success?order=${encodeURIComponent(order.id)}`);
    } catch (error) {
      if (!isApiError(error) && error instanceof Error) setStripeError(error.message);
      else {
        const read = readPaymentFailure(error);
        setFailure(read);
        setCardErrors(Object.fromEntries(Object.entries(read.card).map(([field, said]) => [field, messageText(said)])));
      }
    } finally {
      isBusy.current = false;
      setSubmitting(false);
    }
  };

  let body;
  if (orderError) {
    const owned = isApiError(orderError) && orderError.code === 'commerce.already_owned';
    body = owned ? (
      <Stack gap="sm">
        <Text>{messageText('commerce.already_owned')}</Text>
        <Button
          component={Link}
          to={('openPath' in purchase ? purchase.openPath : undefined) ?? '/settings/purchased-items'}
          onClick={onClose}
        >
          {t('pay.open')}
        </Button>
      </Stack>
    ) : isApiError(orderError) && orderError.code ? (
      <Alert color="danger" variant="light" role="alert">
        {messageText(orderError.code)}
      </Alert>
    ) : (
      <LoadError title={t('pay.loadError')} onRetry={retry} />
    );
  } else if (!order || config.isPending || methods.isPending) {
    body = (
      <Group justify="center" py="lg" aria-busy>
        <Loader aria-label={t('pay.loading')} />
      </Group>
    );
  } else if (isExisting && !isPayable(order)) {
    body = (
      <Alert color="warning" variant="light" role="status">
        {messageText('commerce.order_not_payable')}
      </Alert>
    );
  } else if (config.isError) {
    body = <LoadError title={t('pay.loadError')} onRetry={() => void config.refetch()} />;
  } else {
    const isBusyNow = isSubmitting || pay.isPending;
    body = (
      <form onSubmit={(event) => void onPay(event)} noValidate aria-busy={isBusyNow}>
        <Stack gap="md">
          <Stack gap={4} component="dl" m={0}>
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {t(`itemType.${order.item_type}`)}
              </Text>
              <Text component="dd" m={0} fw={600} ta="end">
                {order.item_title}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text component="dt" size="sm" c="dimmed">
                {t('pay.price')}
              </Text>
              <Text component="dd" m={0}>
                {money(order.subtotal_minor)}
              </Text>
            </Group>
            {order.discount_minor > 0 ? (
              <Group justify="space-between">
                <Text component="dt" size="sm" c="dimmed">
                  {t('pay.discount', { code: order.discount_code ?? '' })}
                </Text>
                <Text component="dd" m={0} c="success.9">
                  {money(-order.discount_minor)}
                </Text>
              </Group>
            ) : null}
            <Divider />
            <Group justify="space-between">
              <Text component="dt" fw={700}>
                {t('pay.total')}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg">
                {money(order.amount_minor)}
              </Text>
            </Group>
          </Stack>

          {order.item_type !== 'donation' && !isExisting ? (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('pay.code')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setCodeError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void onApply();
                  }
                }}
                error={codeError}
                disabled={isBusyNow}
                style={{ flex: 1 }}
                autoComplete="off"
              />
              <Button
                variant="default"
                onClick={() => void onApply()}
                loading={isApplying}
                disabled={!code.trim() || isBusyNow}
                mb={codeError ? 22 : 0}
              >
                {t('pay.apply')}
              </Button>
            </Group>
          ) : null}

          {saved.length > 0 ? (
            <Radio.Group label={t('pay.cardChoice')} value={selected} onChange={setChoice}>
              <Stack gap="xs" mt="xs">
                {saved.map((method) => (
                  <Radio
                    key={method.id}
                    value={method.id}
                    disabled={isBusyNow}
                    label={t('card.ending', { brand: method.brand, last4: method.last4 })}
                    description={
                      method.is_default
                        ? t('card.defaultExpires', { month: method.exp_month, year: method.exp_year })
                        : t('card.expires', { month: method.exp_month, year: method.exp_year })
                    }
                  />
                ))}
                <Radio value={NEW_CARD} label={t('pay.newCard')} disabled={isBusyNow} />
              </Stack>
            </Radio.Group>
          ) : null}

          {selected === NEW_CARD ? (
            <Stack gap="sm">
              {provider === 'stripe' && publishableKey ? (
                <StripeElement
                  publishableKey={publishableKey}
                  amountMinor={order.amount_minor}
                  currency={order.currency}
                  locale={i18n.language}
                  handle={stripe}
                />
              ) : (
                <CardFields value={card} onChange={setCard} errors={cardErrors} disabled={isBusyNow} />
              )}
              <Checkbox
                label={t('pay.saveCard')}
                checked={saveCard}
                onChange={(event) => setSaveCard(event.currentTarget.checked)}
                disabled={isBusyNow}
              />
            </Stack>
          ) : null}

          {failure?.decline || failure?.other || failure?.isUnknown || stripeError ? (
            <Alert
              color="danger"
              variant="light"
              role="alert"
              title={failure?.isUnknown ? t('pay.unknownTitle') : t('pay.declinedTitle')}
            >
              {failure?.decline
                ? messageText(failure.decline)
                : failure?.other
                  ? messageText(failure.other)
                  : (stripeError ?? t('pay.unknownBody'))}
            </Alert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={isBusyNow} mih={44}>
            {t('pay.submit', { amount: money(order.amount_minor) })}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {provider === 'stripe' ? t('pay.secureStripe') : t('pay.secureLocal')}{' '}
            <Anchor component={Link} to="/settings/payment-method" size="xs" onClick={onClose}>
              {t('pay.manageCards')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pay.title')}
      centered
      size={500}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {body}
    </Modal>
  );
}
