import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEP_KINDS, type StepKind } from '@ito/contracts/protocols/step-kinds';
import { useEditorStore } from '../stores/editor-store.ts';
import { STEP_LOOK } from '../lib/step-kinds.tsx';
import classes from './builder.module.css';

/**
 * The 12 step kinds. A click turns on click-to-place mode for that kind (the next click on the canvas places it;
 * Escape or a second click leaves the mode). From the keyboard (Enter or Space, which fire a click with no pointer
 * position) the step is added at once, under the active step when there is one: `onKeyboardAdd`.
 */
export function StepPalette({
  onKeyboardAdd,
  addsAtOnce = false,
}: {
  onKeyboardAdd: (kind: StepKind) => void;
  /** Every click adds the step at once (the list view, which has no canvas to place it on). */
  addsAtOnce?: boolean;
}) {
  const { t } = useTranslation('builder');
  const clickWatcher = useEditorStore((s) => s.clickWatcher);
  const nodeToAdd = useEditorStore((s) => s.nodeToAdd);

  useEffect(() => {
    if (!clickWatcher) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') useEditorStore.getState().stopPlacing();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [clickWatcher]);

  return (
    <div className={classes.palette} role="toolbar" aria-label={t('palette.label')} aria-orientation="vertical">
      {STEP_KINDS.map((kind) => {
        const isPlacing = clickWatcher && nodeToAdd === kind;
        const { Icon } = STEP_LOOK[kind];
        return (
          <Button
            key={kind}
            variant={isPlacing ? 'filled' : 'default'}
            color={STEP_LOOK[kind].color}
            className={classes.paletteItem}
            aria-pressed={isPlacing}
            title={t(addsAtOnce ? 'palette.hintList' : 'palette.hint', { kind: t(`kinds.${kind}`) })}
            leftSection={<Icon size={18} />}
            onClick={(event) => {
              const store = useEditorStore.getState();
              // detail 0: activated from the keyboard, not by a pointer.
              if (event.detail === 0 || addsAtOnce) {
                onKeyboardAdd(kind);
                return;
              }
              if (isPlacing) store.stopPlacing();
              else store.startPlacing(kind);
            }}
          >
            {t(`kinds.${kind}`)}
          </Button>
        );
      })}
    </div>
  );
}
