import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TListCreatorProgramsResponse } from '@ito/contracts/programs/list-creator-programs';
import type { TCreatorProgram, TGetCreatorProgramResponse } from '@ito/contracts/programs/get-creator-program';
import type { TCreateProgramRequest, TCreateProgramResponse } from '@ito/contracts/programs/create-program';
import type { TUpdateProgramRequest, TUpdateProgramResponse } from '@ito/contracts/programs/update-program';
import type {
  TReplaceProgramContentInput,
  TReplaceProgramContentResponse,
} from '@ito/contracts/programs/replace-program-content';
import type { TPublishProgramResponse } from '@ito/contracts/programs/publish-program';
import type { TArchiveProgramResponse } from '@ito/contracts/programs/archive-program';
import type { TDeleteProgramResponse } from '@ito/contracts/programs/delete-program';
import { createCategoryEndpoint, type TCreateCategoryRequest } from '@ito/contracts/categories/create-category';
import { updateCategoryEndpoint, type TUpdateCategoryRequest } from '@ito/contracts/categories/update-category';
import { deleteCategoryEndpoint } from '@ito/contracts/categories/delete-category';
import { call } from '../../../shared/api/call.ts';
import { api } from '../../../shared/api/client.ts';

export const STUDIO_PAGE_SIZE = 20;
export const studioProgramsKey = ['studio', 'programs'] as const;
export const studioProgramKey = (id: string) => ['studio', 'program', id] as const;

export type ProgramStatus = TCreatorProgram['status'];

const programPath = (id: string) => `creator/programs/${encodeURIComponent(id)}`;

// Reads are silent: the screens show a failed load in place (with a retry) or their 404 page.

/** GET creator/programs: the caller's programs, drafts included, newest first. */
export function creatorProgramsQuery(status: ProgramStatus | null, page: number) {
  return queryOptions({
    queryKey: [...studioProgramsKey, status ?? 'all', page],
    queryFn: ({ signal }) =>
      api.get<TListCreatorProgramsResponse>('creator/programs', {
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
    queryFn: ({ signal }) => api.get<TGetCreatorProgramResponse>(programPath(id), { signal, silent: true }),
  });
}

export function createProgram(body: TCreateProgramRequest): Promise<TCreateProgramResponse> {
  return api.post<TCreateProgramResponse>('creator/programs', body);
}

/** PUT writes resolve `false` when the server refused; the client has already said why (flash or field errors). */
export function updateProgram(id: string, body: TUpdateProgramRequest) {
  return api.put<TUpdateProgramResponse>(programPath(id), body);
}

export function replaceProgramContent(id: string, body: TReplaceProgramContentInput) {
  return api.put<TReplaceProgramContentResponse>(`${programPath(id)}/content`, body);
}

/** Throws on 422 with the missing parts stored per field in the validation store. */
export function publishProgram(id: string): Promise<TPublishProgramResponse> {
  return api.post<TPublishProgramResponse>(`${programPath(id)}/publish`);
}

export function archiveProgram(id: string): Promise<TArchiveProgramResponse> {
  return api.post<TArchiveProgramResponse>(`${programPath(id)}/archive`);
}

export function unarchiveProgram(id: string): Promise<TArchiveProgramResponse> {
  return api.post<TArchiveProgramResponse>(`${programPath(id)}/unarchive`);
}

export function deleteProgram(id: string) {
  return api.del<TDeleteProgramResponse>(programPath(id));
}

// Shared with the profile picture (features/profile).
export { uploadFile } from '../../../shared/api/upload-file.ts';

export function createCategory(body: TCreateCategoryRequest) {
  return call(createCategoryEndpoint, { body });
}

export function updateCategory(id: string, body: TUpdateCategoryRequest) {
  return call(updateCategoryEndpoint, { params: { id }, body });
}

export function deleteCategory(id: string) {
  return call(deleteCategoryEndpoint, { params: { id } });
}
