import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { publishProtocol, saveGraph } from '../api/builder-api.ts';
import { graphNodes, useEditorStore } from '../stores/editor-store.ts';

/**
 * Save (PUT the whole graph) and publish (save first when there are changes, then POST publish). Refusals: a 422's
 * messages are in the validation store (the page lists them), other failures were told by the API client.
 */
export function useSaveGraph(protocolId: string) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [isPublishing, setIsPublishing] = useState(false);

  const save = async (): Promise<boolean> => {
    const state = useEditorStore.getState();
    setIsSaving(true);
    try {
      const response = await saveGraph(protocolId, { nodes: graphNodes(state), viewport: state.scroll });
      queryClient.setQueryData(protocolKeys.graph(protocolId), response);
      const current = useEditorStore.getState();
      if (current.protocol) current.load(current.protocol, response.data);
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
      return true;
    } catch {
      // Refused: a 422's messages are in the validation store, other failures were told by the API client.
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const saveWithMessage = async () => {
    if (await save()) useUiStore.getState().setFlash({ type: 'success', message: t('save.done') });
  };

  const publish = async () => {
    if (useEditorStore.getState().isDirty && !(await save())) return;
    setIsPublishing(true);
    try {
      const response = await publishProtocol(protocolId);
      useUiStore
        .getState()
        .setFlash({ type: 'success', message: t('publish.done', { version: response.data.version }) });
      void queryClient.invalidateQueries({ queryKey: protocolKeys.detail(protocolId) });
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    } catch {
      // A 422 lists what still blocks publishing (`errors.graph`) in the validation store, shown by the page.
    } finally {
      setIsPublishing(false);
    }
  };

  return { save: saveWithMessage, publish, isSaving, isPublishing };
}
