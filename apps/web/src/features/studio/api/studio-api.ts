import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { listCreatorProgramsEndpoint } from '@ito/contracts/programs/list-creator-programs';
import { getCreatorProgramEndpoint, type TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
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
import { call } from '../../../shared/api/call.ts';
import { uploadFile } from '../../../shared/api/upload-file.ts';

export const STUDIO_PAGE_SIZE = 20;
export const studioProgramsKey = ['studio', 'programs'] as const;
export const studioProgramKey = (id: string) => ['studio', 'program', id] as const;

export type ProgramStatus = TCreatorProgram['status'];

// Reads are silent: the screens show a failed load in place (with a retry) or their 404 page.

/** GET creator/programs: the caller's programs, drafts included, newest first. */
export function creatorProgramsQuery(status: ProgramStatus | null, page: number) {
  return queryOptions({
    queryKey: [...studioProgramsKey, status ?? 'all', page],
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
    queryKey: studioProgramKey(id),
    queryFn: ({ signal }) => call(getCreatorProgramEndpoint, { params: { id }, signal, silent: true }),
  });
}

export function createProgram(body: TCreateProgramRequest) {
  return call(createProgramEndpoint, { body });
}

/** Every write throws an `ApiError` when refused; the client has already said why (flash or field errors). */
export function updateProgram(id: string, body: TUpdateProgramRequest) {
  return call(updateProgramEndpoint, { params: { id }, body });
}

export function replaceProgramContent(id: string, body: TReplaceProgramContentInput) {
  return call(replaceProgramContentEndpoint, { params: { id }, body });
}

/** Throws on 422 with the missing parts stored per field in the validation store. */
export function publishProgram(id: string) {
  return call(publishProgramEndpoint, { params: { id } });
}

export function archiveProgram(id: string) {
  return call(archiveProgramEndpoint, { params: { id } });
}

export function unarchiveProgram(id: string) {
  return call(unarchiveProgramEndpoint, { params: { id } });
}

export function deleteProgram(id: string) {
  return call(deleteProgramEndpoint, { params: { id } });
}

// Shared with the profile picture (features/profile).
export { uploadFile };

export function createCategory(body: TCreateCategoryRequest) {
  return call(createCategoryEndpoint, { body });
}

export function updateCategory(id: string, body: TUpdateCategoryRequest) {
  return call(updateCategoryEndpoint, { params: { id }, body });
}

export function deleteCategory(id: string) {
  return call(deleteCategoryEndpoint, { params: { id } });
}

/**
 * POST files for a lesson's video or captions: a write, so a mutation (its answer is kept by the lesson draft, not
 * the query cache, so it invalidates nothing).
 */
export function useUploadLessonMedia() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file) });
}
