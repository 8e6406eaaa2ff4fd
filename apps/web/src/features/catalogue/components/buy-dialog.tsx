import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BuyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Signed in: the dialog offers to bookmark the program (or says it is bookmarked). */
  bookmark?: { isBookmarked: boolean; onBookmark: () => void };
}

/**
 * "Buying comes later": loaded when first opened (program-detail-view.tsx), so dialogs are not in a first visit's
 * download (decision 031).
 */
export function BuyDialog({ opened, onClose, bookmark }: BuyDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Modal opened={opened} onClose={onClose} title={t('detail.buyTitle')} centered size={500}>
      <Stack gap="md">
        <Text>{t('detail.buyBody')}</Text>
        <Group justify="flex-end" gap="xs">
          {bookmark ? (
            <Button variant="light" onClick={bookmark.onBookmark}>
              {bookmark.isBookmarked ? t('detail.buyClose') : t('detail.buyBookmark')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('detail.buyOk')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
