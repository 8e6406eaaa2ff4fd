import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store.ts';

/** The question of `confirm(message)` in a modal; the promise resolves with the answer. */
export function ConfirmModal() {
  const { t } = useTranslation();
  const request = useUiStore((s) => s.confirmRequest);
  const answer = useUiStore((s) => s.answerConfirm);

  return (
    <Modal
      opened={request !== null}
      onClose={() => answer(false)}
      title={t('confirm.title')}
      size="sm"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => answer(false)}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => answer(true)} data-autofocus>
          {t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
