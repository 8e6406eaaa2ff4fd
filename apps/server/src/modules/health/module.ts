import type { AppModule } from '../../platform/app-module.ts';
import { healthRoutes } from './routes.ts';

/** The health module's manifest (decision 071). */
export const healthModule: AppModule = {
  name: 'health',
  routes: [healthRoutes],
};
