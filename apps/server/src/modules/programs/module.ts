import type { AppModule } from '../../platform/app-module.ts';
import { programRoutes } from './routes.ts';

/** The programs module's manifest (decision 071). */
export const programsModule: AppModule = {
  name: 'programs',
  routes: [programRoutes],
};
