import type { AppModule } from '../../platform/app-module.ts';
import { realtimeRoutes } from './routes.ts';

/** The realtime module's manifest (decision 071). */
export const realtimeModule: AppModule = {
  name: 'realtime',
  routes: [realtimeRoutes],
};
