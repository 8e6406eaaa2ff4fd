import { NumberInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlowNode, NextStepCondition, StepKind } from '@ito/protocol/model';
import { useEditorStore } from '../stores/editor-store.ts';

type ConditionKind = NextStepCondition['kind'];

/** The conditions a step of each kind can branch on (the package's validation refuses the others). */
const CONDITIONS: Partial<Record<StepKind, ConditionKind[]>> = {
  assessment: ['always', 'score_at_least', 'score_below'],
  kpi: ['always', 'kpi_at_least', 'kpi_at_most'],
  order: ['always', 'order_paid'],
  challenge: ['always', 'challenge_done'],
};
const VALUED: ConditionKind[] = ['score_at_least', 'score_below', 'kpi_at_least', 'kpi_at_most'];

function conditionOf(kind: ConditionKind, value: number): NextStepCondition {
  return VALUED.includes(kind) ? ({ kind, value } as NextStepCondition) : ({ kind } as NextStepCondition);
}

/** The next-step condition and the jump rule pickers of the active step. */
export function StepRules({ node }: { node: FlowNode }) {
  const { t } = useTranslation('builder');
  const nodes = useEditorStore((s) => s.nodes);
  const store = useEditorStore.getState;
  const kind = node.data.type;
  const conditions = CONDITIONS[kind];
  const condition = node.data.nextStepCondition;
  const rule = node.data.rules.jumpRule ?? { target: null, targetSuccess: null };
  const others = nodes
    .filter((n) => n.id !== node.id)
    .map((n) => ({ value: n.id, label: `${n.data.name || n.id} · ${t(`kinds.${n.data.type}`)}` }));

  const setRule = (patch: Partial<typeof rule>) => {
    const next = { ...rule, ...patch };
    store().setJumpRule(node.id, next.target === null && next.targetSuccess === null ? null : next);
  };
  const isBranching = conditions !== undefined;
  const currentValue = condition && 'value' in condition ? condition.value : 0;

  return (
    <Stack gap="sm">
      {conditions && (
        <Select
          label={t('panel.condition')}
          data={conditions.map((c) => ({ value: c, label: t(`conditions.${c}`) }))}
          value={condition?.kind ?? null}
          placeholder={t('panel.conditionDefault')}
          clearable
          allowDeselect={false}
          onChange={(value) =>
            store().setNextStepCondition(node.id, value ? conditionOf(value as ConditionKind, currentValue) : null)
          }
        />
      )}
      {condition && VALUED.includes(condition.kind) && (
        <NumberInput
          label={t('panel.conditionValue')}
          value={currentValue}
          onChange={(value) =>
            store().setNextStepCondition(node.id, conditionOf(condition.kind, typeof value === 'number' ? value : 0))
          }
        />
      )}
      {kind === 'jump' ? (
        <Select
          label={t('panel.jumpTo')}
          data={others}
          value={rule.target}
          searchable
          clearable
          placeholder={t('panel.chooseStep')}
          onChange={(value) => setRule({ target: value })}
        />
      ) : (
        kind !== 'finish' &&
        kind !== 'fail' && (
          <>
            <Select
              label={isBranching ? t('panel.ifMet') : t('panel.thenGoTo')}
              description={t('panel.defaultChild')}
              data={others}
              value={rule.targetSuccess}
              searchable
              clearable
              placeholder={t('panel.nextInSequence')}
              onChange={(value) => setRule({ targetSuccess: value })}
            />
            {isBranching && (
              <Select
                label={t('panel.otherwise')}
                description={t('panel.defaultChild')}
                data={others}
                value={rule.target}
                searchable
                clearable
                placeholder={t('panel.nextInSequence')}
                onChange={(value) => setRule({ target: value })}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
