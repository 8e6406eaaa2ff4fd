import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { useEditorStore } from '../stores/editor-store.ts';

/**
 * Unsaved changes: leaving the builder asks first (the builder's own sub-pages keep the draft in the store, so going
 * there does not ask), and closing the tab gets the browser's own warning. Leaving anyway discards the draft.
 */
export function useLeaveGuard(protocolId: string) {
  const { t } = useTranslation('builder');
  const isDirty = useEditorStore((s) => s.isDirty);
  const base = `/protocol-builder/${protocolId}`;
  const blocker = useBlocker(
    ({ nextLocation }) => isDirty && nextLocation.pathname !== base && !nextLocation.pathname.startsWith(`${base}/`),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let isCurrent = true;
    void useUiStore
      .getState()
      .confirm(t('leave.confirm'))
      .then((isLeaving) => {
        if (!isCurrent) return;
        if (isLeaving) {
          useEditorStore.setState(useEditorStore.getInitialState(), true);
          blocker.proceed();
        } else {
          blocker.reset();
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [blocker, t]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
