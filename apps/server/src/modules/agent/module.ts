import type { AppModule } from '../../platform/app-module.ts';
import { agentRoutes } from './routes.ts';

/** The agent module's manifest (decision 071). */
export const agentModule: AppModule = {
  name: 'agent',
  routes: [agentRoutes],
};
