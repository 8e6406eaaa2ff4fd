import type { FastifyInstance } from 'fastify';
import {
  getProfileEndpoint,
  removeAvatarEndpoint,
  setAvatarEndpoint,
  updateProfileEndpoint,
} from '@ito/contracts/profile/profile';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { getProfile, removeAvatar, setAvatar, updateProfile } from './service.ts';

/** `/my-profile`: the caller reads and edits their own profile and picture; nobody else's is reachable here. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['profile'] };

  endpointRoute(app, getProfileEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await getProfile(app.db, caller.user.id) };
  });

  endpointRoute(app, updateProfileEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await updateProfile(app.db, caller.user.id, request.body) };
  });

  endpointRoute(app, setAvatarEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await setAvatar(app.db, caller.user.id, request.body.file_id) };
  });

  endpointRoute(app, removeAvatarEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await removeAvatar(app.db, caller.user.id) };
  });
}
