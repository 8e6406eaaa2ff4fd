import type { FastifyInstance } from 'fastify';
import { listNotificationsEndpoint } from '@ito/contracts/notifications/list-notifications';
import { markAllNotificationsReadEndpoint, markNotificationReadEndpoint } from '@ito/contracts/notifications/mark-read';
import {
  getNotificationPreferencesEndpoint,
  updateNotificationPreferencesEndpoint,
} from '@ito/contracts/notifications/preferences';
import {
  getNotificationSettingsEndpoint,
  updateNotificationSettingsEndpoint,
} from '@ito/contracts/notifications/settings';
import { unreadNotificationCountEndpoint } from '@ito/contracts/notifications/unread-count';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import { registerDigestHandler, requeueHeldDigests, type DigestDeps } from './digest.ts';
import {
  getPreferences,
  getSettings,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
  updatePreferences,
  updateSettings,
  type NotificationsDeps,
} from './service.ts';
import { appDeps } from '../../platform/deps.ts';

const digestDeps = (app: FastifyInstance): DigestDeps => ({ ...appDeps(app), appUrl: app.config.appUrl });

/**
 * The caller's notifications (decision 020): the list and counter, marking read, per-type preferences and
 * the delivery settings (hourly budget, quiet hours). Other features create them with `notify` (notify.ts).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['notifications'] };
  const deps: NotificationsDeps = appDeps(app);

  endpointRoute(app, listNotificationsEndpoint, options, async (request, _reply, { caller }) => {
    const { data, total } = await listNotifications(app.db, caller.user.id, request.query);
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, unreadNotificationCountEndpoint, options, async (request, _reply, { caller }) => {
    return { data: { count: await unreadNotificationCount(app.db, caller.user.id) } };
  });

  endpointRoute(app, markAllNotificationsReadEndpoint, options, async (request, _reply, { caller }) => {
    return { data: { updated: await markAllNotificationsRead(deps, caller.user.id) } };
  });

  endpointRoute(app, markNotificationReadEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await markNotificationRead(deps, caller.user.id, request.params.id) };
  });

  endpointRoute(app, getNotificationPreferencesEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getPreferences(app.db, caller.user.id) };
  });

  endpointRoute(app, updateNotificationPreferencesEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updatePreferences(deps, caller.user.id, request.body.preferences) };
  });

  endpointRoute(app, getNotificationSettingsEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getSettings(app.db, caller.user.id) };
  });

  endpointRoute(app, updateNotificationSettingsEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updateSettings(deps, caller.user.id, request.body) };
  });
}

/** The digest job's handler (the module's `wire`). */
export function wireDigestJobs(app: FastifyInstance): void {
  registerDigestHandler(digestDeps(app));
}

/** The digest sweep (a lost or late digest job), once the server listens (the module's `start`). */
export function startDigestSweep(app: FastifyInstance): void {
  app.jobs.repeat('digest sweep', 15 * 60_000, () => requeueHeldDigests(digestDeps(app)));
}
