/** The fixed texts of the SPEC section 8 catalogue, shared by the server's answers and the web app. */
export const MESSAGES = {
  notFound: 'Resource not found',
  serverError: 'Something went wrong',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Access Denied',
  validation: 'The given data was invalid.',
  network: 'Network error. Please check your connection.',
  pageNotFound: 'This page could not be found',
  lockedUpdate: "Can't update this item such as its in use",
  lockedDelete: "Can't delete this item such as its in use",
  badCredentials: 'These credentials do not match our records.',
  tooManyRequests: 'Too many attempts. Please try again later.',
} as const;
