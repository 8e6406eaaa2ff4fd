import '@xyflow/react/dist/style.css';
import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  List,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MiniMap, ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { TERMINAL_KINDS, type StepKind } from '@ito/protocol/model';
import { useFieldErrors } from '../../../../shared/hooks/use-field-errors.ts';
import { usePageTitle } from '../../../../shared/hooks/use-page-title.ts';
import { notFoundError } from '../../../../shared/lib/not-found.ts';
import { StudioLoadError } from '../../../../shared/ui/load-error.tsx';
import { BuilderCanvas } from '../components/builder-canvas.tsx';
import { BuilderNav } from '../components/builder-nav.tsx';
import { StepList } from '../components/step-list.tsx';
import { StepPalette } from '../components/step-palette.tsx';
import { StepPanel } from '../components/step-panel.tsx';
import classes from '../components/builder.module.css';
import { useBuilderData } from '../hooks/use-builder-data.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useSaveGraph } from '../hooks/use-save-graph.ts';
import { STEP_LOOK } from '../lib/step-kinds.tsx';
import type { StepFlowNode } from '../lib/to-flow.ts';
import { useEditorStore } from '../stores/editor-store.ts';

/** Vertical room between a parent and a child added from the keyboard. */
const CHILD_GAP = 140;

type BuilderView = 'canvas' | 'list';

/** Where a step added with no parent goes when there is no canvas to aim at: under the lowest step. */
function belowEverything(positions: readonly { x: number; y: number }[]): { x: number; y: number } {
  if (positions.length === 0) return { x: 0, y: 0 };
  return { x: 0, y: Math.max(...positions.map((p) => p.y)) + CHILD_GAP };
}

const kindColor = (node: StepFlowNode) => `var(--mantine-color-${STEP_LOOK[node.data.step.type].color}-6)`;

/**
 * The canvas's overview (React Flow's minimap), drawn to be read: each step in its kind's colour with an outline, the
 * part of the canvas in view framed in the primary colour, the rest faded. It sits outside the canvas, where React
 * Flow's own colour variables do not reach, so every colour is given here.
 */
function CanvasOverview() {
  const { t } = useTranslation('builder');
  return (
    <div className={classes.minimap}>
      <MiniMap<StepFlowNode>
        pannable
        zoomable
        ariaLabel={t('canvas.minimap')}
        nodeColor={kindColor}
        nodeStrokeColor="var(--mantine-color-gray-7)"
        nodeStrokeWidth={6}
        nodeBorderRadius={8}
        bgColor="var(--mantine-color-body)"
        maskColor="rgb(241 243 245 / 0.7)"
        maskStrokeColor="var(--mantine-color-primary-6)"
        maskStrokeWidth={2}
        style={{ height: 160 }}
      />
    </div>
  );
}

/** `/protocol-builder/{protocol}`: the canvas, the palette of step kinds and the active step's panel. */
export function Component() {
  const id = useParams().protocol ?? '';
  const { t } = useTranslation('builder');
  const data = useBuilderData(id);
  usePageTitle(data.protocol ? t('page.title', { name: data.protocol.name }) : t('page.loading'));
  useLeaveGuard(id);

  if (data.isMissing) throw notFoundError();
  if (data.error) return <StudioLoadError error={data.error} onRetry={data.retry} />;
  if (!data.isReady || !data.protocol) return <Skeleton height={520} radius="md" aria-busy />;

  return (
    <ReactFlowProvider>
      <Builder protocolId={id} />
    </ReactFlowProvider>
  );
}

function Builder({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('builder');
  const [searchParams, setSearchParams] = useSearchParams();
  const { screenToFlowPosition } = useReactFlow();
  const protocol = useEditorStore((s) => s.protocol);
  const isDirty = useEditorStore((s) => s.isDirty);
  const errorCount = useEditorStore((s) => s.protocolErrors.length);
  const activeId = useEditorStore((s) => s.activeNode.id);
  const refused = useFieldErrors();
  const isNarrow = useMediaQuery('(max-width: 61.99em)');
  // A phone (576 px and less) starts on the list: the canvas needs room to be used. Either view can be chosen.
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [chosenView, setView] = useState<BuilderView | null>(null);
  const view: BuilderView = chosenView ?? (isPhone ? 'list' : 'canvas');
  const [isPickerOpen, setPickerOpen] = useState(false);
  const { save, publish, isSaving, isPublishing } = useSaveGraph(protocolId);
  const refusedMessages = Object.values(refused).flat();

  // `?node=<id>` (a link from the errors page) opens the canvas with that step active.
  const nodeParam = searchParams.get('node');
  useEffect(() => {
    if (!nodeParam) return;
    useEditorStore.getState().activate(nodeParam);
    setSearchParams({}, { replace: true });
  }, [nodeParam, setSearchParams]);

  const addFromKeyboard = (kind: StepKind) => {
    const store = useEditorStore.getState();
    const parent = store.nodes.find((n) => n.id === store.activeNode.id);
    const canParent = parent !== undefined && !TERMINAL_KINDS.includes(parent.data.type);
    let position: { x: number; y: number };
    const parentAt = parent ? store.positions[parent.id] : undefined;
    if (canParent && parentAt) {
      position = { x: parentAt.x, y: parentAt.y + CHILD_GAP };
    } else {
      const rect = document.querySelector('.react-flow')?.getBoundingClientRect();
      if (rect) position = screenToFlowPosition({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 3 });
      else position = belowEverything(Object.values(store.positions));
    }
    const added = store.addNode(kind, position, canParent ? parent.id : null);
    if (added) store.activate(added);
  };

  const panel = <StepPanel protocolId={protocolId} />;

  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/creator/protocols" size="sm">
        {t('page.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h3">
            <bdi>{protocol?.name}</bdi>
          </Title>
          {protocol?.version ? <Badge variant="light">{t('page.version', { version: protocol.version })}</Badge> : null}
          <Text size="sm" c={isDirty ? 'warning.8' : 'dimmed'} role="status">
            {isDirty ? t('save.unsaved') : t('save.saved')}
          </Text>
        </Group>
        <Group gap="xs">
          {isNarrow && (
            <Button variant="default" mih={44} onClick={() => setPickerOpen(true)}>
              {t('panel.open')}
            </Button>
          )}
          <Button variant="default" mih={44} loading={isSaving} disabled={!isDirty} onClick={() => void save()}>
            {t('save.action')}
          </Button>
          <Button mih={44} loading={isPublishing} onClick={() => void publish()}>
            {t('publish.action')}
          </Button>
        </Group>
      </Group>
      {refusedMessages.length > 0 && (
        <Alert color="danger" variant="light" title={t('publish.refused')} role="alert">
          <List size="sm">
            {refusedMessages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={`/protocol-builder/${protocolId}/errors`} size="sm">
            {t('publish.seeErrors')}
          </Anchor>
        </Alert>
      )}
      <BuilderNav protocolId={protocolId} errorCount={errorCount} />
      <SegmentedControl
        aria-label={t('view.label')}
        value={view}
        onChange={(value) => setView(value === 'list' ? 'list' : 'canvas')}
        data={[
          { value: 'canvas', label: t('view.canvas') },
          { value: 'list', label: t('view.list') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <div className={classes.workspace} data-view={view}>
        {/* In the list there is no canvas to click on: a step kind is added at once, under the active step. */}
        <StepPalette onKeyboardAdd={addFromKeyboard} addsAtOnce={view === 'list'} />
        {view === 'canvas' ? (
          <BuilderCanvas onPlaced={(added) => useEditorStore.getState().activate(added)} />
        ) : (
          <StepList />
        )}
        {/* On a narrow screen the overview comes under the canvas, still beside the steps, not over them. */}
        {isNarrow && view === 'canvas' && <CanvasOverview />}
        {!isNarrow && (
          <div className={classes.side}>
            {view === 'canvas' && <CanvasOverview />}
            <aside className={classes.panel} aria-label={t('panel.label')}>
              {panel}
            </aside>
          </div>
        )}
      </div>
      {isNarrow && (
        <Drawer
          opened={activeId !== null || isPickerOpen}
          onClose={() => {
            setPickerOpen(false);
            const store = useEditorStore.getState();
            if (store.activeNode.id) store.selectNode(store.activeNode.id);
          }}
          position="bottom"
          size="85%"
          title={t('panel.label')}
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        >
          {panel}
        </Drawer>
      )}
    </Stack>
  );
}
