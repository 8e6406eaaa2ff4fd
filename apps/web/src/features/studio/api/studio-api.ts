import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCreatorProgramsEndpoint } from '@ito/contracts/programs/list-creator-programs';
import { getCreatorProgramEndpoint, type TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { call } from '../../../shared/api/call.ts';
import { studioKeys } from './keys.ts';

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
export { uploadFile } from '../../../shared/api/upload-file.ts';
