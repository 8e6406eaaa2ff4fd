/** Query keys of the profile feature's own data (decision 042): the caller's own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => ['profile', 'me'] as const,
};
