import type { AppModule } from '../../platform/app-module.ts';
import { tenancyRoutes } from './routes.ts';

/** The tenancy module's manifest (decision 071). */
export const tenancyModule: AppModule = {
  name: 'tenancy',
  routes: [tenancyRoutes],
};
