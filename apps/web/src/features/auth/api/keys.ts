/** Query keys of the auth feature's own data (decision 042): the caller's signed-in devices. */
export const sessionKeys = {
  all: ['sessions'] as const,
  page: (page: number) => ['sessions', page] as const,
};
