import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZRoles } from './roles.ts';

/** GET /api/user/get-data: the current user. */
export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  username: z.string().nullable(),
  /** Stored name of the profile picture, or null: `imageUrl(size, avatar)` (files/file-data) gives its URL. */
  avatar: z.string().nullable(),
  locale: z.string(),
  roles: ZRoles,
  is_temporary: z.boolean(),
  email_verified_at: z.string().nullable(),
  /** For temporary users: the id of the program the agent is building for them. */
  program: z.string().nullable(),
  /** Pending tasks due on the caller's today (`X-Time-Zone`) or earlier: the navbar's progress-task bar. */
  assignedTasks: z.number().int(),
  services_pending: z.number().int(),
  unreadNotifications: z.number().int(),
  unreadMessages: z.number().int(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
export const ZGetUserDataResponse = z.object({ data: ZCurrentUser });

export const getUserDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-data',
  responses: { 200: ZGetUserDataResponse },
  auth: 'session',
});
