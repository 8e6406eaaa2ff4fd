import { memo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { TERMINAL_KINDS } from '@ito/protocol/model';
import { formatWait } from '../lib/format-wait.ts';
import { STEP_LOOK } from '../lib/step-kinds.tsx';
import type { StepFlowNode } from '../lib/to-flow.ts';
import classes from './builder.module.css';

/**
 * One step on the canvas: its kind (colour, glyph, name), its own name, the item it uses and its error count. The
 * top handle takes a parent, the bottom one gives a child; finish and fail end a path, so they have no bottom handle.
 */
export const StepNode = memo(function StepNode({ data }: NodeProps<StepFlowNode>) {
  const { t, i18n } = useTranslation('builder');
  const { step, isActive, errorCount } = data;
  const look = STEP_LOOK[step.type];
  const isTerminal = TERMINAL_KINDS.includes(step.type);
  return (
    <div
      className={classes.stepNode}
      data-active={isActive || undefined}
      style={{ ['--step-color' as string]: `var(--mantine-color-${look.color}-6)` }}
    >
      {step.type !== 'population' && <Handle type="target" position={Position.Top} className={classes.handle} />}
      <Group gap={6} wrap="nowrap">
        <look.Icon size={16} className={classes.glyph} />
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {t(`kinds.${step.type}`)}
        </Text>
        {errorCount > 0 && (
          <Badge size="xs" color="danger" ms="auto" aria-label={t('canvas.errorCount', { count: errorCount })}>
            {errorCount}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} lineClamp={2}>
        <bdi>{step.name || t('canvas.unnamed')}</bdi>
      </Text>
      {step.selectedItemName && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          <bdi>{step.selectedItemName}</bdi>
        </Text>
      )}
      {step.type === 'wait' && step.waitMinutes ? (
        <Text size="xs" c="dimmed">
          {t('canvas.waitFor', { duration: formatWait(t, i18n.language, step.waitMinutes) })}
        </Text>
      ) : null}
      {!isTerminal && <Handle type="source" position={Position.Bottom} className={classes.handle} />}
      {/* Jump rules leave and come in by the right side, clear of the sequence edges and of the steps (decision 083). */}
      {!isTerminal && (
        <Handle
          type="source"
          id="jump"
          position={Position.Right}
          className={classes.jumpHandle}
          isConnectable={false}
        />
      )}
      <Handle
        type="target"
        id="jump-in"
        position={Position.Right}
        className={classes.jumpHandle}
        isConnectable={false}
      />
    </div>
  );
});
