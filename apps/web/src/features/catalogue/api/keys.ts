/**
 * Query keys of the catalogue (decision 042): what a visitor browses, and the caller's bookmarks. A program's own
 * entry is refreshed by a bookmark or a follow; the bookmarks family by either side of a bookmark.
 */
type Query = Record<string, string | number>;

export const catalogueKeys = {
  programs: (query: Query) => ['catalogue', query] as const,
  program: (id: string) => ['program', id] as const,
  secretProgram: (secret: string) => ['program-secret', secret] as const,
  shortcode: (shortcode: string) => ['shortcode', shortcode] as const,
  bookmarks: ['bookmarks'] as const,
  bookmarkPage: (page: number) => ['bookmarks', page] as const,
  creators: (query: Query) => ['creators', query] as const,
  profile: (username: string, page: number) => ['profile', username, page] as const,
  homeSearch: (q: string) => ['home-search', q] as const,
};
