import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { useCreateItem, useUpdateItem } from '../api/items-api.ts';
import { itemToValues } from '../lib/item-body.ts';
import { defaultItemValues, type ItemKind } from '../lib/item-kinds.ts';
import { ItemForm } from './item-form.tsx';

interface ItemModalProps {
  protocolId: string;
  kind: ItemKind;
  /** `null`: closed; `'new'`: a new item; else the item being edited. */
  editing: TProtocolItem | 'new' | null;
  onClose: () => void;
}

/** Add or edit an item in place, for kinds whose pages have no add/edit routes (kpi) or no add route (ai). */
export function ItemModal({ protocolId, kind, editing, onClose }: ItemModalProps) {
  const { t } = useTranslation('protocol-items');
  const createItem = useCreateItem(protocolId, kind);
  const updateItem = useUpdateItem(protocolId, kind);
  const isNew = editing === 'new';
  const saved = (name: string) => {
    useUiStore.getState().setFlash({ type: 'success', message: t('form.saved', { name }) });
    onClose();
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={isNew ? t(`kinds.${kind}.add`) : t(`kinds.${kind}.edit`)}
      size={500}
      fullScreen={false}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {editing !== null && (
        <ItemForm
          key={isNew ? 'new' : editing.id}
          kind={kind}
          defaultValues={isNew ? defaultItemValues(kind) : itemToValues(kind, editing)}
          submitLabel={isNew ? t('form.create') : t('form.save')}
          onCancel={onClose}
          onSubmit={async (body) => {
            if (isNew) {
              const created = await createItem.mutateAsync(body);
              saved(created.data.name);
              return true;
            }
            const updated = await updateItem.mutateAsync({ itemId: editing.id, body });
            saved(updated.data.name);
            return true;
          }}
        />
      )}
    </Modal>
  );
}
