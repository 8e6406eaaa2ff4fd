import type { AppModule } from '../../platform/app-module.ts';
import { notificationRoutes, startDigestSweep, wireDigestJobs } from './routes.ts';
import { DIGEST_QUEUE } from './queues.ts';

/** The notifications module's manifest (decision 071). */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: [notificationRoutes],
  queues: [DIGEST_QUEUE],
  wire: wireDigestJobs,
  start: startDigestSweep,
};
