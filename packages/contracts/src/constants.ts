/** Business constants and visual tokens from SPEC section 9. One source for server and web. */

export const SESSION_COOKIE_DAYS = 365;
/** The web app's session cookie (apps/web/src/shared/session/session-cookie.ts); the server reads it only to skip work. */
export const SESSION_COOKIE = 'ito_session';
export const LOADER_HIDE_DELAY_MS = 2000;
export const MIN_FETCH_DELAY_MS = 200;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const TRACES_SAMPLE_RATE = 0.1;
export const SUBPROJECT_CACHE_MS = 60_000;
export const CATALOGUE_MAX_SEGMENTS = 10;
export const CREATOR_MAX_SEGMENTS = 6;
export const GUEST_KEY_MAX_LENGTH = 28;
export const REGISTRATION_TYPE_DEFAULT = 'user';
export const ORDER_TYPE_DEFAULT = 'confirmation';
export const AUTH_FLAG = { yes: 'yes', no: 'no' } as const;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** What a single-use mailed token is for (`auth_tokens.purpose`). */
export const AUTH_TOKEN_PURPOSES = ['email_verification', 'password_reset', 'magic_link'] as const;

/** Lifetimes of single-use tokens. Not in the spec; see docs/decisions. */
export const TOKEN_TTL_MINUTES = {
  email_verification: 60 * 24,
  password_reset: 60,
  magic_link: 15,
} as const satisfies Record<(typeof AUTH_TOKEN_PURPOSES)[number], number>;

export const FALLBACK_SUBPROJECT = {
  name: 'Codify',
  logo: '/img/logo.png',
  main: false,
  placeholders: {} as Record<string, string>,
};

export const THEME = {
  breakpoints: { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1366 },
  mobileBreakpoints: [768, 576],
  gutterPx: 12,
  baseFontPx: 13,
  colors: {
    primary: '#5567ff',
    success: '#77c13a',
    warning: '#e4a93c',
    danger: '#d9534f',
    accent: '#ed0b4c',
  },
  navbarHeightPx: 64,
  sidebarWidthPx: 250,
  sidebarWidthMobilePx: 280,
  popoverMaxWidthPx: 304,
  notificationDropdownPx: 300,
  touchTargetPx: 44,
  flagIconPx: 45,
  toastWidthPx: 350,
  modalWidthsPx: { sm: 300, md: 500, lg: 800, xl: 1140 },
  chartHeightPx: 300,
  loader: { logoPx: 100, pulseS: 1.5, fadeS: 1, blurPx: 8 },
} as const;
