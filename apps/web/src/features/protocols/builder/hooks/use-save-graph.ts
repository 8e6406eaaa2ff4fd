import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { usePublishProtocol, useSaveGraphMutation } from '../api/builder-api.ts';
import { graphNodes, useEditorStore } from '../stores/editor-store.ts';

/**
 * Save (PUT the whole graph) and publish (save first when there are changes, then POST publish). Refusals: a 422's
 * messages are in the validation store (the page lists them), other failures were told by the API client.
 */
export function useSaveGraph(protocolId: string) {
  const { t } = useTranslation('builder');
  const saveGraph = useSaveGraphMutation(protocolId);
  const publishProtocol = usePublishProtocol(protocolId);

  const save = async (): Promise<boolean> => {
    const state = useEditorStore.getState();
    try {
      const response = await saveGraph.mutateAsync({ nodes: graphNodes(state), viewport: state.scroll });
      const current = useEditorStore.getState();
      if (current.protocol) current.load(current.protocol, response.data);
      return true;
    } catch {
      // Refused: a 422's messages are in the validation store, other failures were told by the API client.
      return false;
    }
  };

  const saveWithMessage = async () => {
    if (await save()) useUiStore.getState().setFlash({ type: 'success', message: t('save.done') });
  };

  const publish = async () => {
    if (useEditorStore.getState().isDirty && !(await save())) return;
    try {
      const response = await publishProtocol.mutateAsync();
      useUiStore
        .getState()
        .setFlash({ type: 'success', message: t('publish.done', { version: response.data.version }) });
    } catch {
      // A 422 lists what still blocks publishing (`errors.graph`) in the validation store, shown by the page.
    }
  };

  return { save: saveWithMessage, publish, isSaving: saveGraph.isPending, isPublishing: publishProtocol.isPending };
}
