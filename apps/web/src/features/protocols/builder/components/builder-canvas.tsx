import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import {
  applyNodeChanges,
  Background,
  ReactFlow,
  useReactFlow,
  type Connection,
  type NodeChange,
  type NodeTypes,
} from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../../shared/ui/icons.tsx';
import { useEditorStore } from '../stores/editor-store.ts';
import { toFlowEdges, toFlowNodes, type StepFlowNode } from '../lib/to-flow.ts';
import { StepNode } from './step-node.tsx';
import classes from './builder.module.css';

const NODE_TYPES: NodeTypes = { step: StepNode };
// Fitting never blows a short protocol up past a comfortable reading size.
const FIT_ON_OPEN = { padding: 0.15, maxZoom: 1.1 };

/**
 * The React Flow canvas. The store is the truth: steps, positions and the active step come from it, and every
 * gesture goes back to it as a store action (click a step: select; drag a handle to a step: connect; drag a step:
 * move; click the pane in click-to-place mode: place). React Flow keeps only what it measures (node sizes) and the
 * position of a step while it is being dragged. The canvas is always left-to-right, also on an Arabic (RTL) page:
 * a diagram's geometry does not mirror; the texts inside the steps still follow the page.
 */
export function BuilderCanvas({ onPlaced }: { onPlaced: (id: string) => void }) {
  const { t } = useTranslation('builder');
  const { screenToFlowPosition, zoomIn, zoomOut, fitView } = useReactFlow();
  const nodes = useEditorStore((s) => s.nodes);
  const positions = useEditorStore((s) => s.positions);
  const activeId = useEditorStore((s) => s.activeNode.id);
  const errors = useEditorStore((s) => s.protocolErrors);
  const clickWatcher = useEditorStore((s) => s.clickWatcher);
  const nodeToAdd = useEditorStore((s) => s.nodeToAdd);
  // Read once: React Flow owns the viewport while it is shown and reports it back on every move's end.
  const [initialViewport] = useState(() => useEditorStore.getState().scroll);
  // A protocol nobody has panned or zoomed yet (the default viewport) opens with its steps fitted to the canvas, so they
  // use its width instead of hugging its left edge. Decided once: an empty canvas must not jump when its first step
  // is placed.
  const [shouldFit] = useState(() => {
    const { x, y, zoom } = initialViewport;
    return x === 0 && y === 0 && zoom === 1 && useEditorStore.getState().nodes.length > 0;
  });

  const errorCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const error of errors) counts.set(error.nodeId, (counts.get(error.nodeId) ?? 0) + 1);
    return counts;
  }, [errors]);

  const [flowNodes, setFlowNodes] = useState<StepFlowNode[]>([]);
  useEffect(() => {
    setFlowNodes((previous) => {
      const measured = new Map(previous.map((n) => [n.id, n.measured]));
      return toFlowNodes(nodes, positions, activeId, errorCounts).map((n) => ({ ...n, measured: measured.get(n.id) }));
    });
  }, [nodes, positions, activeId, errorCounts]);

  const edges = useMemo(
    () =>
      toFlowEdges(nodes, {
        jump: t('canvas.edgeJump'),
        met: t('canvas.edgeMet'),
        otherwise: t('canvas.edgeOtherwise'),
      }),
    [nodes, t],
  );

  // Selection is the store's (SPEC: selecting the active step again deactivates it), not React Flow's.
  const onNodesChange = (changes: NodeChange<StepFlowNode>[]) =>
    setFlowNodes((current) =>
      applyNodeChanges(
        changes.filter((c) => c.type !== 'select' && c.type !== 'remove'),
        current,
      ),
    );

  const onConnect = ({ source, target }: Connection) => {
    if (source && target && source !== target) useEditorStore.getState().connect(target, source);
  };

  // Enter or Space on a focused step selects it, as a click does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = (event.target as HTMLElement).closest('.react-flow__node')?.getAttribute('data-id');
    if (!id) return;
    event.preventDefault();
    useEditorStore.getState().selectNode(id);
  };

  return (
    <div className={classes.canvas} dir="ltr" data-placing={clickWatcher || undefined} onKeyDown={onKeyDown}>
      {/* Zooming sits in a bar of its own, not over the diagram, so it never hides a step. */}
      <Group className={classes.canvasBar} gap={4} role="toolbar" aria-label={t('canvas.zoomLabel')}>
        <Button
          size="compact-md"
          variant="default"
          mih={36}
          onClick={() => void zoomOut()}
          aria-label={t('canvas.zoomOut')}
        >
          <MinusIcon />
        </Button>
        <Button
          size="compact-md"
          variant="default"
          mih={36}
          onClick={() => void zoomIn()}
          aria-label={t('canvas.zoomIn')}
        >
          <PlusIcon />
        </Button>
        <Button size="compact-md" variant="default" mih={36} onClick={() => void fitView({ padding: 0.2 })}>
          {t('canvas.fit')}
        </Button>
      </Group>
      {clickWatcher && nodeToAdd && (
        <Badge className={classes.placingHint} size="lg" variant="filled" role="status">
          {t('canvas.placing', { kind: t(`kinds.${nodeToAdd}`) })}
        </Badge>
      )}
      <div className={classes.flow}>
        <ReactFlow<StepFlowNode>
          nodes={flowNodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          defaultViewport={initialViewport}
          fitView={shouldFit}
          fitViewOptions={FIT_ON_OPEN}
          onNodesChange={onNodesChange}
          onConnect={onConnect}
          onNodeClick={(_event, node) => useEditorStore.getState().selectNode(node.id)}
          onNodeDragStop={(_event, node) => useEditorStore.getState().moveNode(node.id, node.position)}
          onPaneClick={(event) => {
            const id = useEditorStore.getState().placeAt(screenToFlowPosition({ x: event.clientX, y: event.clientY }));
            if (id) onPlaced(id);
          }}
          onMoveEnd={(_event, viewport) => useEditorStore.getState().setScroll(viewport)}
          elementsSelectable={false}
          nodesFocusable
          edgesFocusable={false}
          deleteKeyCode={null}
          minZoom={0.2}
          maxZoom={2}
          aria-label={t('canvas.label')}
          proOptions={{ hideAttribution: false }}
        >
          <Background gap={24} />
        </ReactFlow>
      </div>
    </div>
  );
}
