import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '../../../shared/ui/icons.tsx';

interface MoveButtonsProps {
  /** What is moved, for screen readers ("Module 2"). */
  label: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, down and remove for one item of an ordered list, drawn with the app's icons (decision 083). */
export function MoveButtons({ label, index, count, onMove, onRemove }: MoveButtonsProps) {
  const { t } = useTranslation('studio');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('content.moveUp', { item: label })}
      >
        <ArrowUpIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('content.moveDown', { item: label })}
      >
        <ArrowDownIcon />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="danger"
        size="lg"
        onClick={onRemove}
        aria-label={t('content.remove', { item: label })}
      >
        <CloseIcon />
      </ActionIcon>
    </Group>
  );
}
