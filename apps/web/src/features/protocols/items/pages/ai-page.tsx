import { useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import { AiModuleTree } from '../components/ai-module-tree.tsx';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { ItemList } from '../components/item-list.tsx';
import { ItemModal } from '../components/item-modal.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';

/** `/protocol-builder/{protocol}/ai`: AI items (prompts steps use), the wizard, and the AI modules. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const [editing, setEditing] = useState<TProtocolItem | 'new' | null>(null);
  const actions = (
    <>
      <Button component={Link} to={builderPath(protocolId, 'ai', 'wizard')} variant="light" mih={44}>
        {t('wizard.open')}
      </Button>
      <Button onClick={() => setEditing('new')} mih={44}>
        {t('kinds.ai.add')}
      </Button>
    </>
  );

  return (
    <BuilderFrame protocolId={protocolId} title={t('kinds.ai.title')} lead={t('kinds.ai.lead')} actions={actions}>
      <Stack gap="sm" component="section" aria-labelledby="ai-items-title">
        <Title order={2} size="h3" id="ai-items-title">
          {t('kinds.ai.items')}
        </Title>
        <ItemList
          protocolId={protocolId}
          kind="ai"
          editPath={(item) => builderPath(protocolId, 'ai', item.id)}
          emptyAction={
            <Button component={Link} to={builderPath(protocolId, 'ai', 'wizard')} variant="light" mih={44}>
              {t('wizard.open')}
            </Button>
          }
        />
      </Stack>
      <AiModuleTree protocolId={protocolId} />
      <ItemModal protocolId={protocolId} kind="ai" editing={editing} onClose={() => setEditing(null)} />
    </BuilderFrame>
  );
}
