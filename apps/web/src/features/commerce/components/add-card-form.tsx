import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { useAddCard } from '../api/payments-api.ts';
import { EMPTY_CARD, readCard, type CardErrors } from '../lib/card.ts';
import { readPaymentFailure } from '../lib/payment-error.ts';
import { CardFields } from './card-fields.tsx';

/** The card form of `/settings/payment-method/add`: the card goes to the provider, its id to the saved cards. */
export function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('commerce');
  const messageText = useMessageText();
  const add = useAddCard();
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFormError(null);
    const read = readCard(card);
    if ('errors' in read) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([f, code]) => [f, messageText(code as never)])));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(read.card);
      onSaved();
    } catch (error) {
      const failure = readPaymentFailure(error);
      setErrors(Object.fromEntries(Object.entries(failure.card).map(([f, code]) => [f, messageText(code)])));
      const other = failure.decline ?? failure.other;
      if (other) setFormError(messageText(other));
      else if (Object.keys(failure.card).length === 0) setFormError(t('addCard.failed'));
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('addCard.title')}>
      <Stack gap="md">
        <CardFields value={card} onChange={setCard} errors={errors} disabled={add.isPending} />
        {formError ? (
          <Alert color="danger" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/settings/payment-method" variant="default" mih={44}>
            {t('addCard.back')}
          </Button>
          <Button type="submit" loading={add.isPending} mih={44}>
            {t('addCard.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
