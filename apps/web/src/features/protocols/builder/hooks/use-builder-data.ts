import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { protocolQuery } from '../../api/protocols-api.ts';
import { graphQuery } from '../api/builder-api.ts';
import { useEditorStore } from '../stores/editor-store.ts';

/**
 * Loads a protocol and its draft graph into the editor store. A draft with unsaved changes to the same protocol is
 * kept (the creator went to a sub-page, e.g. to write a nudge, and came back); otherwise the server's graph is loaded.
 */
export function useBuilderData(id: string) {
  const protocol = useQuery(protocolQuery(id));
  const graph = useQuery(graphQuery(id));
  const loadedId = useEditorStore((s) => s.protocol?.id ?? null);
  const protocolData = protocol.data?.data;
  const graphData = graph.data?.data;

  useEffect(() => {
    if (!protocolData || !graphData) return;
    const store = useEditorStore.getState();
    const ref = {
      id: protocolData.id,
      name: protocolData.name,
      version: protocolData.version,
      status: protocolData.status,
    };
    if (store.protocol?.id === ref.id && store.isDirty) {
      useEditorStore.setState({ protocol: ref });
      return;
    }
    store.load(ref, graphData);
  }, [protocolData, graphData]);

  const error = protocol.error ?? graph.error;
  return {
    protocol: protocolData,
    isReady: Boolean(protocolData && graphData) && loadedId === id,
    isPending: protocol.isPending || graph.isPending,
    error,
    isMissing: isApiError(error) && (error.status === 404 || error.status === 422),
    retry: () => {
      void protocol.refetch();
      void graph.refetch();
    },
  };
}
