import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListNotificationsQuery, ZListNotificationsResponse } from '@ito/contracts/notifications/list-notifications';
import {
  ZMarkAllNotificationsReadResponse,
  ZMarkNotificationReadResponse,
} from '@ito/contracts/notifications/mark-read';
import { ZNotificationIdParams } from '@ito/contracts/notifications/notification';
import {
  ZNotificationPreferencesResponse,
  ZUpdateNotificationPreferencesRequest,
} from '@ito/contracts/notifications/preferences';
import {
  ZNotificationSettingsResponse,
  ZUpdateNotificationSettingsRequest,
} from '@ito/contracts/notifications/settings';
import { ZUnreadCountResponse } from '@ito/contracts/notifications/unread-count';
import { requireCaller } from '../../platform/auth.ts';
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

const digestDeps = (app: FastifyInstance): DigestDeps => ({
  db: app.db,
  jobs: app.jobs,
  clock: app.clock,
  mailer: app.mailer,
  appUrl: app.config.appUrl,
});

/**
 * The caller's notifications (issue 6, decision 020): the list and counter, marking read, per-type preferences and
 * the delivery settings (hourly budget, quiet hours). Other features create them with `notify` (notify.ts). The
 * digest job's handler is registered here; the workers poll with the server's (`startNotificationWorkers`).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const deps: NotificationsDeps = { db: app.db, realtime: app.realtime, clock: app.clock };
  registerDigestHandler(digestDeps(app));

  r.get(
    '/api/notifications',
    {
      schema: { tags, querystring: ZListNotificationsQuery, response: { 200: ZListNotificationsResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const { data, total } = await listNotifications(app.db, caller.user.id, request.query);
      return pageBody(request, request.query, data, total);
    },
  );

  r.get(
    '/api/notifications/unread-count',
    { schema: { tags, response: { 200: ZUnreadCountResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: { count: await unreadNotificationCount(app.db, caller.user.id) } };
    },
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { tags, response: { 200: ZMarkAllNotificationsReadResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: { updated: await markAllNotificationsRead(deps, caller.user.id) } };
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      schema: { tags, params: ZNotificationIdParams, response: { 200: ZMarkNotificationReadResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await markNotificationRead(deps, caller.user.id, request.params.id) };
    },
  );

  r.get(
    '/api/notifications/preferences',
    { schema: { tags, response: { 200: ZNotificationPreferencesResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await getPreferences(app.db, caller.user.id) };
    },
  );

  r.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        body: ZUpdateNotificationPreferencesRequest,
        response: { 200: ZNotificationPreferencesResponse },
      },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await updatePreferences(deps, caller.user.id, request.body.preferences) };
    },
  );

  r.get(
    '/api/notifications/settings',
    { schema: { tags, response: { 200: ZNotificationSettingsResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await getSettings(app.db, caller.user.id) };
    },
  );

  r.put(
    '/api/notifications/settings',
    {
      schema: { tags, body: ZUpdateNotificationSettingsRequest, response: { 200: ZNotificationSettingsResponse } },
      config: { auth: 'user' },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await updateSettings(deps, caller.user.id, request.body) };
    },
  );
}

/** The digest sweep (a lost or late digest job); the queue's workers start with the run workers. */
export function startNotificationWorkers(app: FastifyInstance): void {
  app.jobs.repeat('digest sweep', 15 * 60_000, () => requeueHeldDigests(digestDeps(app)));
}
