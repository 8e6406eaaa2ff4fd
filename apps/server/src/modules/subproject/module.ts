import type { AppModule } from '../../platform/app-module.ts';
import { subprojectRoutes } from './routes.ts';

/** The subproject module's manifest (decision 071). */
export const subprojectModule: AppModule = {
  name: 'subproject',
  routes: [subprojectRoutes],
};
