import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Edit" (a link when it has a path) and "Delete" for one row, each naming the row for screen readers. */
export function EditDeleteButtons({
  name,
  editTo,
  onEdit,
  busy,
  onDelete,
}: {
  name: string;
  editTo?: string;
  onEdit?: () => void;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('kit');
  const editLabel = t('row.editLabel', { name });
  return (
    <>
      {editTo ? (
        <Button component={Link} to={editTo} variant="default" mih={44} aria-label={editLabel}>
          {t('row.edit')}
        </Button>
      ) : (
        <Button variant="default" mih={44} onClick={onEdit} aria-label={editLabel}>
          {t('row.edit')}
        </Button>
      )}
      <RemoveButton busy={busy} onClick={onDelete} label={t('row.deleteLabel', { name })}>
        {t('row.delete')}
      </RemoveButton>
    </>
  );
}

/** The button that takes a row away (delete, revoke, remove): quiet but red, busy while its request runs. */
export function RemoveButton({
  busy,
  onClick,
  label,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  /** Names the row for screen readers when the text alone ("Remove") does not. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Button variant="subtle" color="danger" mih={44} loading={busy} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}
