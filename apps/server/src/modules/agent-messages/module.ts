import type { AppModule } from '../../platform/app-module.ts';

/** The agent-messages module's manifest (decision 071). */
export const agentMessagesModule: AppModule = {
  name: 'agent-messages',
  routes: [],
};
