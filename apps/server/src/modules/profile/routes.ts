import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZProfileResponse, ZSetAvatarRequest, ZUpdateProfileRequest } from '@ito/contracts/profile/profile';
import { requireCaller } from '../../platform/auth.ts';
import { getProfile, removeAvatar, setAvatar, updateProfile } from './service.ts';

/** `/my-profile`: the caller reads and edits their own profile and picture; nobody else's is reachable here. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.get(
    '/api/user/profile',
    { schema: { tags, response: { 200: ZProfileResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await getProfile(app.db, caller.user.id) };
    },
  );

  r.put(
    '/api/user/profile',
    { schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZProfileResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await updateProfile(app.db, caller.user.id, request.body) };
    },
  );

  r.put(
    '/api/user/profile/avatar',
    {
      schema: { tags, body: ZSetAvatarRequest, response: { 200: ZProfileResponse } },
      config: { auth: 'user', errors: [404] },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await setAvatar(app.db, caller.user.id, request.body.file_id) };
    },
  );

  r.delete(
    '/api/user/profile/avatar',
    { schema: { tags, response: { 200: ZProfileResponse } }, config: { auth: 'user' } },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await removeAvatar(app.db, caller.user.id) };
    },
  );
}
