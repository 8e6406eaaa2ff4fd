/**
 * The fixed texts of the SPEC section 8 catalogue, shared by the server's answers and the web app. The three the web
 * shows on its own are also single constants, so the web's first download carries only those (DESIGN section 12).
 */
export const NOT_FOUND_PAGE_TEXT = 'This page could not be found';
export const SERVER_ERROR_TEXT = 'Something went wrong';
export const NETWORK_ERROR_TEXT = 'Network error. Please check your connection.';

export const MESSAGES = {
  notFound: 'Resource not found',
  serverError: SERVER_ERROR_TEXT,
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Access Denied',
  validation: 'The given data was invalid.',
  network: NETWORK_ERROR_TEXT,
  pageNotFound: NOT_FOUND_PAGE_TEXT,
  lockedUpdate: "Can't update this item such as its in use",
  lockedDelete: "Can't delete this item such as its in use",
  badCredentials: 'These credentials do not match our records.',
  tooManyRequests: 'Too many attempts. Please try again later.',
} as const;
