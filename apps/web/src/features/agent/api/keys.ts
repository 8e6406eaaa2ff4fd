/** Query keys of the agent feature (decision 042): the caller's conversations with the agent. */
export const agentKeys = {
  conversations: ['agent-conversations'] as const,
  /** A page of the proposals still waiting to be accepted. */
  waitingPlans: (page: number) => ['agent-conversations', 'waiting', page] as const,
};
