import type { AppModule } from '../../platform/app-module.ts';
import { devRoutes } from './routes.ts';

/** The dev module's manifest (decision 071). */
export const devModule: AppModule = {
  name: 'dev',
  when: (config) => config.devTools,
  routes: [devRoutes],
};
