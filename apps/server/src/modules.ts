import type { AppModule } from './platform/app-module.ts';
import { healthModule } from './modules/health/module.ts';
import { authModule } from './modules/auth/module.ts';
import { subprojectModule } from './modules/subproject/module.ts';
import { contactModule } from './modules/contact/module.ts';
import { realtimeModule } from './modules/realtime/module.ts';
import { tenancyModule } from './modules/tenancy/module.ts';
import { filesModule } from './modules/files/module.ts';
import { programsModule } from './modules/programs/module.ts';
import { categoriesModule } from './modules/categories/module.ts';
import { catalogueModule } from './modules/catalogue/module.ts';
import { profileModule } from './modules/profile/module.ts';
import { agentModule } from './modules/agent/module.ts';
import { agentMessagesModule } from './modules/agent-messages/module.ts';
import { followingModule } from './modules/following/module.ts';
import { protocolsModule } from './modules/protocols/module.ts';
import { notificationsModule } from './modules/notifications/module.ts';
import { chatModule } from './modules/chat/module.ts';
import { commerceModule } from './modules/commerce/module.ts';
import { devModule } from './modules/dev/module.ts';

/**
 * Every module of the app, in the order their routes are registered (decision 071): the app wires and registers
 * them (`app.ts`), the server starts them (`server.ts`), the job queue creates their queues. A module that is not
 * listed here does not run.
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  authModule,
  subprojectModule,
  contactModule,
  realtimeModule,
  tenancyModule,
  filesModule,
  programsModule,
  categoriesModule,
  catalogueModule,
  profileModule,
  agentModule,
  agentMessagesModule,
  followingModule,
  protocolsModule,
  notificationsModule,
  chatModule,
  commerceModule,
  devModule,
];

/** Every module's job queues. */
export const JOB_QUEUES: readonly string[] = MODULES.flatMap((module) => module.queues ?? []);
