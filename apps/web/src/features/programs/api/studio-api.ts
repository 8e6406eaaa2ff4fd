import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listCreatorProgramsEndpoint } from '@ito/contracts/programs/list-creator-programs';
import { getCreatorProgramEndpoint, type TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { call } from '../../../shared/api/call.ts';
import { studioKeys } from './keys.ts';
import { createProgramEndpoint, type TCreateProgramRequest } from '@ito/contracts/programs/create-program';
import { updateProgramEndpoint, type TUpdateProgramRequest } from '@ito/contracts/programs/update-program';
import {
  replaceProgramContentEndpoint,
  type TReplaceProgramContentInput,
} from '@ito/contracts/programs/replace-program-content';
import { publishProgramEndpoint } from '@ito/contracts/programs/publish-program';
import { archiveProgramEndpoint, unarchiveProgramEndpoint } from '@ito/contracts/programs/archive-program';
import { deleteProgramEndpoint } from '@ito/contracts/programs/delete-program';
import { createCategoryEndpoint, type TCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import { updateCategoryEndpoint, type TUpdateCategoryRequest } from '@ito/contracts/categories/update-category';
import { deleteCategoryEndpoint } from '@ito/contracts/categories/delete-category';
import { categoryKeys } from '../../../shared/api/query-keys.ts';
import { uploadFile } from '../../../shared/api/upload-file.ts';

export const STUDIO_PAGE_SIZE = 20;

export type ProgramStatus = TCreatorProgram['status'];

// Reads are silent: the screens show a failed load in place (with a retry) or their 404 page.

/** GET creator/programs: the caller's programs, drafts included, newest first. */
export function creatorProgramsQuery(status: ProgramStatus | null, page: number) {
  return queryOptions({
    queryKey: studioKeys.programList(status, page),
    queryFn: ({ signal }) =>
      call(listCreatorProgramsEndpoint, {
        query: { status: status ?? undefined, page, per_page: STUDIO_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET creator/programs/{id}: the whole program, curriculum included. */
export function creatorProgramQuery(id: string) {
  return queryOptions({
    queryKey: studioKeys.program(id),
    queryFn: ({ signal }) => call(getCreatorProgramEndpoint, { params: { id }, signal, silent: true }),
  });
}

// Shared with the profile picture (features/profile).
export { uploadFile };

/*
 * The studio's writes (decision 042). Each throws an `ApiError` when refused; the client has already said why
 * (a flash, or field errors in the validation store that the forms show). The cache is updated from the answer,
 * so the edit page shows what was saved without a second request.
 */

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateProgramRequest) => call(createProgramEndpoint, { body }),
    onSuccess: (response) => {
      queryClient.setQueryData(studioKeys.program(response.data.id), { data: response.data });
      void queryClient.invalidateQueries({ queryKey: studioKeys.programs() });
    },
  });
}

export function useUpdateProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProgramRequest) => call(updateProgramEndpoint, { params: { id }, body }),
    onSuccess: (response) => {
      queryClient.setQueryData(studioKeys.program(id), (old: { data: TCreatorProgram } | undefined) => ({
        ...old,
        data: response.data,
      }));
      void queryClient.invalidateQueries({ queryKey: studioKeys.programs() });
    },
  });
}

export function useReplaceProgramContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReplaceProgramContentInput) => call(replaceProgramContentEndpoint, { params: { id }, body }),
    onSuccess: (response) => {
      queryClient.setQueryData(studioKeys.program(id), { data: response.data });
      void queryClient.invalidateQueries({ queryKey: studioKeys.programs() });
    },
  });
}

/** Throws on 422 with the missing parts stored per field in the validation store. */
export function usePublishProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(publishProgramEndpoint, { params: { id } }),
    onSuccess: (response) => {
      queryClient.setQueryData(studioKeys.program(id), { data: response.data });
      void queryClient.invalidateQueries({ queryKey: studioKeys.programs() });
    },
  });
}

export type ProgramAction = 'archive' | 'unarchive' | 'delete';

const ACTION_ENDPOINTS = {
  archive: archiveProgramEndpoint,
  unarchive: unarchiveProgramEndpoint,
  delete: deleteProgramEndpoint,
} as const;

/**
 * Archive, unarchive or delete one program. The lists refresh whatever the answer (a 423 "in use" may mean the
 * list is out of date); a deleted program's cached page is dropped.
 */
export function useProgramStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ProgramAction; id: string }) =>
      call(ACTION_ENDPOINTS[action], { params: { id } }),
    onSettled: async (_answer, error, { action, id }) => {
      await queryClient.invalidateQueries({ queryKey: studioKeys.programs() });
      if (action === 'delete' && !error) queryClient.removeQueries({ queryKey: studioKeys.program(id) });
      else void queryClient.invalidateQueries({ queryKey: studioKeys.program(id) });
    },
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCategoryRequest) => call(createCategoryEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUpdateCategory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateCategoryRequest) => call(updateCategoryEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** A category in use answers 423 and the client names the programs using it; the list refreshes either way. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteCategoryEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/**
 * POST files for a lesson's video or captions: a write, so a mutation (its answer is kept by the lesson draft, not
 * the query cache, so it invalidates nothing).
 */
export function useUploadLessonMedia() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file) });
}
