import type { FastifyInstance } from 'fastify';

/**
 * What the app gives every handler: the database, the clock, the queue, live events, mail, the settings, the events one
 * module raises for others and the payment provider.
 */
export type AppDeps = Pick<
  FastifyInstance,
  'db' | 'clock' | 'jobs' | 'realtime' | 'mailer' | 'background' | 'config' | 'events' | 'payments'
>;

/**
 * The part of the app's dependencies a service uses, named from the app's (decision 075): `Uses<'db' | 'clock'>`.
 * A service adds only what the app does not carry (a model client, a storage, a request's link base).
 */
export type Uses<K extends keyof AppDeps> = Pick<AppDeps, K>;

const depsOf = new WeakMap<FastifyInstance, AppDeps>();

/** The app's dependencies as handlers and services receive them: one object per app. */
export function appDeps(app: FastifyInstance): AppDeps {
  let deps = depsOf.get(app);
  if (!deps) {
    const { db, clock, jobs, realtime, mailer, background, config, events, payments } = app;
    deps = { db, clock, jobs, realtime, mailer, background, config, events, payments };
    depsOf.set(app, deps);
  }
  return deps;
}
