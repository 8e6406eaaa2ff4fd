import type { AppModule } from '../../platform/app-module.ts';
import { followingRoutes } from './routes.ts';

/** The following module's manifest (decision 071). */
export const followingModule: AppModule = {
  name: 'following',
  routes: [followingRoutes],
};
