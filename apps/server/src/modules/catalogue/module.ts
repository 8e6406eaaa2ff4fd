import type { AppModule } from '../../platform/app-module.ts';
import { catalogueRoutes } from './routes.ts';
import { clearFacetsOnChange } from './facet-cache.ts';

/** The catalogue module's manifest (decision 071). */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  routes: [catalogueRoutes],
  wire: clearFacetsOnChange,
};
