import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';

/**
 * What a module brings to the app, declared in one place (`modules/<d>/module.ts`, decision 071): the app composes
 * the manifests (`apps/server/src/modules.ts`) and starts nothing a manifest does not name. Route plugins only add
 * routes and their own hooks; everything else a module starts is here.
 */
export interface AppModule {
  /** The module's folder under `modules/`. */
  readonly name: string;
  /** Whether the app has this module at all with these settings (the development tools); always, when absent. */
  readonly when?: (config: Config) => boolean;
  /** Its routes, registered in manifest order. */
  readonly routes?: readonly FastifyPluginAsync[];
  /** The job queues it owns: created when the queue starts. */
  readonly queues?: readonly string[];
  /**
   * Wires the module into the app before any request or job: its job handlers (tests drain queues without
   * workers) and its listeners of other modules' events.
   */
  readonly wire?: (app: FastifyInstance) => void;
  /** Starts its background work once the server listens: sweeps and repeated tasks. */
  readonly start?: (app: FastifyInstance) => void | Promise<void>;
}
