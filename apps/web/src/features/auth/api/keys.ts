/** Query keys of the auth feature's own data (decision 042): the caller's signed-in devices. */
export const sessionKeys = {
  all: ['sessions'] as const,
  page: (page: number) => ['sessions', page] as const,
};

/** What the sign-in screens ask before anyone is signed in. */
export const authKeys = {
  /** The invitation behind a `/join?code=` link. */
  joinCode: (code: string) => ['join', code] as const,
  /** Whether the server keeps a development mailbox (a one-row read of it). */
  devMailboxProbe: ['dev', 'outbox', 'probe'] as const,
};
