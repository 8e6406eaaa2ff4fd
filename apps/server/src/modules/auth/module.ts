import type { AppModule } from '../../platform/app-module.ts';
import { authRoutes, startErasureSweep, wireErasureJobs } from './routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { ERASE_QUEUE } from './queues.ts';

/** The auth module's manifest (decision 071). */
export const authModule: AppModule = {
  name: 'auth',
  routes: [authRoutes, sessionRoutes],
  queues: [ERASE_QUEUE],
  wire: wireErasureJobs,
  start: startErasureSweep,
};
