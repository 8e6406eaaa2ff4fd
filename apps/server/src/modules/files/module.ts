import type { AppModule } from '../../platform/app-module.ts';
import { filesRoutes, wireImageWork } from './routes.ts';

/** The files module's manifest (decision 071). */
export const filesModule: AppModule = {
  name: 'files',
  routes: [filesRoutes],
  wire: wireImageWork,
};
