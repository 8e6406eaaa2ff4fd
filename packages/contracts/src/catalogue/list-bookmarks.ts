import type { z } from 'zod';
import { paged } from '../common/paging.ts';
import { ZProgramCard } from './cards.ts';

/** GET /api/bookmarks: the caller's bookmarked programs, newest bookmark first (query: ZPageQuery). */
export const ZListBookmarksResponse = paged(ZProgramCard);
export type TListBookmarksResponse = z.infer<typeof ZListBookmarksResponse>;
