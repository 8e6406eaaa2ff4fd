import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { ItemList } from '../components/item-list.tsx';
import { ItemModal } from '../components/item-modal.tsx';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';

/** `/protocol-builder/{protocol}/kpi`: the protocol's KPIs (unit, target, direction), added and edited in place. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const [editing, setEditing] = useState<TProtocolItem | 'new' | null>(null);
  const add = (
    <Button onClick={() => setEditing('new')} mih={44}>
      {t('kinds.kpi.add')}
    </Button>
  );

  return (
    <BuilderFrame protocolId={protocolId} title={t('kinds.kpi.title')} lead={t('kinds.kpi.lead')} actions={add}>
      <ItemList
        protocolId={protocolId}
        kind="kpi"
        onEdit={setEditing}
        emptyAction={
          <Button variant="light" onClick={() => setEditing('new')} mih={44}>
            {t('kinds.kpi.add')}
          </Button>
        }
      />
      <ItemModal protocolId={protocolId} kind="kpi" editing={editing} onClose={() => setEditing(null)} />
    </BuilderFrame>
  );
}
