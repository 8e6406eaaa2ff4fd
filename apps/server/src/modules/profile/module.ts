import type { AppModule } from '../../platform/app-module.ts';
import { profileRoutes } from './routes.ts';

/** The profile module's manifest (decision 071). */
export const profileModule: AppModule = {
  name: 'profile',
  routes: [profileRoutes],
};
