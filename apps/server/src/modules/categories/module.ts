import type { AppModule } from '../../platform/app-module.ts';
import { categoryRoutes } from './routes.ts';

/** The categories module's manifest (decision 071). */
export const categoriesModule: AppModule = {
  name: 'categories',
  routes: [categoryRoutes],
};
