import {
  Button,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { subtreeIds } from '@ito/protocol/graph';
import { TERMINAL_KINDS } from '@ito/protocol/model';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { useEditorStore } from '../stores/editor-store.ts';
import { formatWait } from '../lib/format-wait.ts';
import { STEP_LOOK } from '../lib/step-kinds.tsx';
import { ItemPicker } from './item-picker.tsx';
import { StepRules } from './step-rules.tsx';

const TYPED = { input: { unicodeBidi: 'plaintext' } } as const;
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The side panel: pick a step (the keyboard's way to the canvas), then edit the active one. Every field writes
 * through a store action at once; the draft is saved with the page's Save button.
 */
export function StepPanel({ protocolId }: { protocolId: string }) {
  const { t, i18n } = useTranslation('builder');
  const nodes = useEditorStore((s) => s.nodes);
  const activeId = useEditorStore((s) => s.activeNode.id);
  const errors = useEditorStore((s) => s.protocolErrors);
  const node = nodes.find((n) => n.id === activeId);
  const store = useEditorStore.getState;
  const stepOptions = nodes.map((n) => ({
    value: n.id,
    label: `${n.data.name || n.id} · ${t(`kinds.${n.data.type}`)}`,
  }));

  const picker = (
    <Select
      label={t('panel.step')}
      placeholder={t('panel.chooseStep')}
      data={stepOptions}
      value={activeId}
      searchable
      nothingFoundMessage={t('panel.noSteps')}
      onChange={(value) => {
        if (value) store().activate(value);
        else if (activeId) store().selectNode(activeId);
      }}
    />
  );
  if (!node) {
    return (
      <Stack gap="sm">
        {picker}
        <Text size="sm" c="dimmed">
          {nodes.length === 0 ? t('panel.emptyCanvas') : t('panel.nothingActive')}
        </Text>
      </Stack>
    );
  }

  const kind = node.data.type;
  const KindIcon = STEP_LOOK[kind].Icon;
  const nodeErrors = errors.filter((e) => e.nodeId === node.id);
  const parentOptions = nodes
    .filter((n) => !subtreeIds(nodes, node.id).has(n.id) && !TERMINAL_KINDS.includes(n.data.type))
    .map((n) => ({ value: n.id, label: `${n.data.name || n.id} · ${t(`kinds.${n.data.type}`)}` }));

  const remove = async () => {
    const below = subtreeIds(nodes, node.id).size - 1;
    const children = nodes.filter((n) => n.parentId === node.id).length;
    const message =
      children > 1
        ? t('panel.deleteConfirmSubtree', { name: isolate(node.data.name || node.id), count: below })
        : t('panel.deleteConfirm', { name: isolate(node.data.name || node.id) });
    if (!(await useUiStore.getState().confirm(message))) return;
    const reconnected = store().deleteNode(node.id);
    if (reconnected) {
      useUiStore.getState().setFlash({
        type: 'info',
        message: t('panel.reconnected', { name: isolate(reconnected.data.name || reconnected.id) }),
      });
    }
  };

  return (
    <Stack gap="sm">
      {picker}
      <Divider />
      <Group gap="xs">
        <KindIcon size={20} />
        <Title order={2} size="h4">
          {t(`kinds.${kind}`)}
        </Title>
      </Group>
      {nodeErrors.length > 0 && (
        <Text size="sm" c="danger" role="status">
          {t('panel.errorCount', { count: nodeErrors.length })}
        </Text>
      )}
      <TextInput
        label={t('panel.name')}
        styles={TYPED}
        value={node.data.name}
        maxLength={200}
        onChange={(e) => store().updateNode(node.id, { name: e.currentTarget.value })}
      />
      <Textarea
        label={t('panel.description')}
        styles={TYPED}
        autosize
        minRows={2}
        maxLength={2000}
        value={node.data.description}
        onChange={(e) => store().updateNode(node.id, { description: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`target-${node.id}`}>
          {t('panel.target')}
        </Text>
        <SegmentedControl
          aria-labelledby={`target-${node.id}`}
          value={node.data.target}
          onChange={(value) => store().updateNode(node.id, { target: value as 'follower' | 'system' })}
          data={[
            { value: 'follower', label: t('panel.targetFollower') },
            { value: 'system', label: t('panel.targetSystem') },
          ]}
        />
      </Stack>
      {kind !== 'population' && (
        <Select
          label={t('panel.parent')}
          description={t('panel.parentHint')}
          data={parentOptions}
          value={node.parentId}
          searchable
          clearable
          placeholder={t('panel.noParent')}
          onChange={(value) => store().connect(node.id, value)}
        />
      )}
      {kind === 'wait' && (
        <NumberInput
          label={t('panel.waitMinutes')}
          description={
            node.data.waitMinutes
              ? t('panel.waitHint', { duration: formatWait(t, i18n.language, node.data.waitMinutes) })
              : t('panel.waitHintEmpty')
          }
          min={1}
          max={525_600}
          allowDecimal={false}
          value={node.data.waitMinutes ?? ''}
          onChange={(value) => store().updateNode(node.id, { waitMinutes: typeof value === 'number' ? value : null })}
        />
      )}
      <ItemPicker key={node.id} protocolId={protocolId} nodeId={node.id} kind={kind} />
      <StepRules node={node} />
      <Divider />
      <Group justify="space-between">
        <Button variant="default" mih={44} onClick={() => store().selectNode(node.id)}>
          {t('panel.close')}
        </Button>
        <Button color="danger" variant="light" mih={44} onClick={() => void remove()}>
          {t('panel.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
