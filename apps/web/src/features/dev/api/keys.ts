/** Query keys of the development tools (decision 042): the dev mailbox. */
export const devKeys = {
  outbox: ['dev', 'outbox'] as const,
  outboxPage: (page: number) => ['dev', 'outbox', page] as const,
};
