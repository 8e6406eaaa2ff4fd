import type { AppModule } from '../../platform/app-module.ts';
import { chatRoutes } from './routes.ts';

/** The chat module's manifest (decision 071). */
export const chatModule: AppModule = {
  name: 'chat',
  routes: [chatRoutes],
};
