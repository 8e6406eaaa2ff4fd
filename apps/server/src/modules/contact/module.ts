import type { AppModule } from '../../platform/app-module.ts';
import { contactRoutes } from './routes.ts';

/** The contact module's manifest (decision 071). */
export const contactModule: AppModule = {
  name: 'contact',
  routes: [contactRoutes],
};
