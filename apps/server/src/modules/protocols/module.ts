import type { AppModule } from '../../platform/app-module.ts';
import { protocolRoutes } from './routes.ts';
import { runsRoutes, startRunSweeps, wireRunJobs } from './runs/routes.ts';
import { RUN_QUEUES } from './runs/queues.ts';

/** The protocols module's manifest (decision 071). */
export const protocolsModule: AppModule = {
  name: 'protocols',
  routes: [runsRoutes, protocolRoutes],
  queues: RUN_QUEUES,
  wire: wireRunJobs,
  start: startRunSweeps,
};
