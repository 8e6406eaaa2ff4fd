import { useMemo } from 'react';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../stores/editor-store.ts';
import { formatWait } from '../lib/format-wait.ts';
import { STEP_LOOK } from '../lib/step-kinds.tsx';
import { stepOutline } from '../lib/step-outline.ts';
import classes from './builder.module.css';

/** Deeper steps stop moving right here, so a long path still fits a phone. */
const MAX_INDENT = 6;

/**
 * The steps as a list, for screens too narrow for the canvas: in reading order, each under the step it follows. A tap
 * selects a step (a second tap deactivates it, as on the canvas) and the page opens the same editing panel.
 */
export function StepList() {
  const { t, i18n } = useTranslation('builder');
  const nodes = useEditorStore((s) => s.nodes);
  const activeId = useEditorStore((s) => s.activeNode.id);
  const errors = useEditorStore((s) => s.protocolErrors);
  const rows = useMemo(() => stepOutline(nodes), [nodes]);
  const errorCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const error of errors) counts.set(error.nodeId, (counts.get(error.nodeId) ?? 0) + 1);
    return counts;
  }, [errors]);

  if (rows.length === 0) {
    return (
      <Text className={classes.stepListEmpty} c="dimmed" size="sm">
        {t('list.empty')}
      </Text>
    );
  }

  return (
    <ol className={classes.stepList} aria-label={t('list.label')}>
      {rows.map(({ node, depth }) => {
        const look = STEP_LOOK[node.data.type];
        const errorCount = errorCounts.get(node.id) ?? 0;
        const isActive = node.id === activeId;
        return (
          <li key={node.id} style={{ paddingInlineStart: `${Math.min(depth, MAX_INDENT) * 14}px` }}>
            <UnstyledButton
              className={classes.stepRow}
              data-active={isActive || undefined}
              aria-pressed={isActive}
              style={{ ['--step-color' as string]: `var(--mantine-color-${look.color}-6)` }}
              onClick={() => useEditorStore.getState().selectNode(node.id)}
            >
              <Group gap={6} wrap="nowrap">
                <look.Icon size={16} />
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t(`kinds.${node.data.type}`)}
                </Text>
                {errorCount > 0 && (
                  <Badge size="xs" color="danger" ms="auto">
                    {t('canvas.errorCount', { count: errorCount })}
                  </Badge>
                )}
              </Group>
              <Text size="sm" fw={600} lineClamp={2}>
                <bdi>{node.data.name || t('canvas.unnamed')}</bdi>
              </Text>
              {node.data.selectedItemName && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  <bdi>{node.data.selectedItemName}</bdi>
                </Text>
              )}
              {node.data.type === 'wait' && node.data.waitMinutes ? (
                <Text size="xs" c="dimmed">
                  {t('canvas.waitFor', { duration: formatWait(t, i18n.language, node.data.waitMinutes) })}
                </Text>
              ) : null}
            </UnstyledButton>
          </li>
        );
      })}
    </ol>
  );
}
