import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProgramDetail } from '@ito/contracts/catalogue/get-program';
import { addBookmarkEndpoint, followProgramEndpoint, removeBookmarkEndpoint } from '@ito/contracts/catalogue/refs';
import { call } from '../../../shared/api/call.ts';
import { catalogueKeys } from './keys.ts';

/*
 * The catalogue's writes (decision 042). By the endpoints' refs, like the catalogue's reads: a contract object would
 * bring zod's runtime to a visitor's first program page (decision 067). The build keeps this file out of the
 * `catalogue-data` chunk that the first paint loads (vite-chunk-groups.ts). Each throws an `ApiError` when refused;
 * the client has said why.
 */

type DetailAnswer = { data: TProgramDetail };

/** Puts a change into the cached program page the visitor is on, so its buttons turn at once. */
function patchProgram(
  queryClient: ReturnType<typeof useQueryClient>,
  queryKey: readonly unknown[],
  patch: Partial<TProgramDetail>,
) {
  queryClient.setQueryData<DetailAnswer>(queryKey, (old) => (old ? { data: { ...old.data, ...patch } } : old));
}

/**
 * PUT or DELETE bookmarks/{id}. `detailKey` is the cache entry of the page showing the program (its id or its
 * secret link), updated from the answer; the bookmarks list and the program's own entry refresh.
 */
export function useSetBookmark(detailKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, isBookmarked }: { programId: string; isBookmarked: boolean }) =>
      isBookmarked
        ? call(addBookmarkEndpoint, { params: { programId } })
        : call(removeBookmarkEndpoint, { params: { programId } }),
    onSuccess: async (_answer, { programId, isBookmarked }) => {
      if (detailKey) patchProgram(queryClient, detailKey, { is_bookmarked: isBookmarked });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.program(programId) });
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.bookmarks });
    },
  });
}

/** POST programs/{id}/follow: free programs only (paid ones need a purchase). */
export function useFollowProgram(detailKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) =>
      call(followProgramEndpoint, { params: { id: programId }, body: { target: 'main' } }),
    onSuccess: () => patchProgram(queryClient, detailKey, { is_following: true }),
  });
}
