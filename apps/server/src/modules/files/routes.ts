import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { uploadFileEndpoint } from '@ito/contracts/files/upload-file';
import { IMAGE_VARIANTS, type TFileData } from '@ito/contracts/files/file-data';
import { z } from 'zod';
import { getFileEndpoint } from '@ito/contracts/files/get-file';
import { deleteFileEndpoint } from '@ito/contracts/files/delete-file';
import { ZId } from '@ito/contracts/common/ids';
import { cookieCaller, optionalCaller, requireCaller } from '../../platform/auth.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { perCallerLimit } from '../../platform/write-limits.ts';
import { createStorage } from '../../platform/storage.ts';
import { downloadName } from './download-name.ts';
import { imageWork } from './image-work.ts';
import path from 'node:path';
import { findViewableMedia, openMedia, parseRange } from './media.ts';
import { admitUpload } from './quota.ts';
import { receiveUpload } from './read-upload.ts';
import { deleteOwnFile, getOwnFile, openImage, uploadFile, type ServedFile } from './service.ts';
import { createUploadBudget } from './upload-budget.ts';

const ZMediaParams = z.object({ id: ZId });
/** `size`: an image variant shown inline (a chat picture); without it an image is a download. */
const ZMediaQuery = z.object({ size: z.enum(IMAGE_VARIANTS).optional() });
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOAD = {
  field: 'file',
  description:
    'One JPEG, PNG, WebP or GIF image, one PDF document, one WebM or MP4 video, or one WebVTT captions file.',
};
// Private files answer only their viewers, now: no shared cache may keep them, and the browser asks again every time
// (a 304 when its copy is current), so access that ends (an unfollow, leaving a chat) ends for cached copies too.
const PRIVATE = 'private, no-cache';

/**
 * Who is asking for a media file: the API's bearer token, or the session cookie, which is all a `<video>` or
 * `<track>` element sends (it cannot add headers). Decision 049.
 */
async function mediaViewer(request: FastifyRequest): Promise<string | undefined> {
  const caller = await optionalCaller(request);
  if (caller) return caller.user.id;
  return (await cookieCaller(request))?.user.id;
}

/** RFC 6266 / 5987: an ASCII fallback for old clients plus the exact UTF-8 name (made safe by `downloadName`). */
function attachment(stored: string, mime: string): string {
  const name = downloadName(stored, mime);
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendStored(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    .type(file.mime);
  if (file.downloadName) reply.header('content-disposition', attachment(file.downloadName, file.mime));
  if (request.headers['if-none-match'] === file.etag) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  return reply.header('content-length', file.size).send(file.stream);
}

/**
 * Routes of the files module: upload, read and delete one's files; serve stored images publicly by their random names,
 * and every private file (documents, videos, captions, images shared in chats or lessons) through the access-checked
 * media route (decision 062).
 */
/** The image work pool, sized by the settings (the module's `wire`). */
export function wireImageWork(app: FastifyInstance): void {
  imageWork.configure({ concurrency: app.config.IMAGE_CONCURRENCY, maxWaiting: app.config.IMAGE_QUEUE_LIMIT });
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this scope only: no other module accepts multipart bodies.
  await app.register(multipart);
  const storage = createStorage(app.config);
  const budget = createUploadBudget(app.config.UPLOAD_BYTES_IN_FLIGHT);
  const tempDir = path.join(app.config.dataDir, 'uploads');
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Multipart: the body is a stream read by readUpload, not a zod schema, so this route is registered by hand from
  // the endpoint's method, path, answers and auth.
  r.route({
    method: uploadFileEndpoint.method,
    url: uploadFileEndpoint.path,
    schema: { tags: ['files'], consumes: ['multipart/form-data'], response: uploadFileEndpoint.responses },
    config: {
      auth: uploadFileEndpoint.auth,
      errors: [...(uploadFileEndpoint.errors ?? [])],
      upload: UPLOAD,
      rateLimit: perCallerLimit(60),
    },
    handler: async (request, reply) => {
      // A hand-written route, so not handed its caller: the route-auth hook has admitted it already.
      const caller = await requireCaller(request);
      const uploader = { id: caller.user.id, isCreator: caller.user.roles.includes('expert') };
      try {
        const release = budget.reserve(uploader.id, request.headers['content-length']);
        let data: TFileData;
        try {
          const upload = await receiveUpload(request, tempDir, admitUpload(app.db, uploader));
          try {
            data = await uploadFile(app.db, storage, uploader, upload);
          } finally {
            await upload.discard();
          }
        } finally {
          // Freed before answering: once the client has its answer, its bytes are no longer in flight.
          release();
        }
        return await reply.code(201).send({ data });
      } catch (err) {
        // Refused before the body was read to its end: close the connection rather than read the rest.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw err;
      }
    },
  });

  endpointRoute(app, getFileEndpoint, { tags: ['files'] }, async (request, _reply, { caller }) => {
    return { data: await getOwnFile(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, deleteFileEndpoint, { tags: ['files'] }, async (request, _reply, { caller }) => {
    await deleteOwnFile(app.db, storage, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });

  // Public, no caller: stored names are random uuids, not the file's id (SPEC section 7 URLs, decision 062). Stored bytes with cache headers,
  // an ETag and 304s, not JSON answers: these keep their hand-written form.
  r.get<{ Params: { size: string; name: string } }>(
    '/public/files/:size/:name',
    { schema: { hide: true }, config: { auth: 'none' } },
    async (request, reply) =>
      sendStored(request, reply, await openImage(storage, request.params.size, request.params.name)),
  );

  // Every private file (decisions 049, 051, 062) with HTTP range requests (RFC 9110 section 14): players seek and
  // stream by ranges. `?size=` shows an image variant inline (a chat picture); without it an image is a download.
  // In the OpenAPI document, so that the authorisation matrix asks it for the owner's private file as every stranger.
  r.get(
    '/api/media/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A private file, to those allowed to see it now (bearer token or session cookie)',
        params: ZMediaParams,
        querystring: ZMediaQuery,
      },
      config: { auth: 'optional', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const variant = request.query.size;
      const file = await findViewableMedia(app.db, await mediaViewer(request), request.params.id, variant);
      reply
        .header('cache-control', PRIVATE)
        .header('etag', file.etag)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'authorization, cookie')
        .type(file.mime);
      if (file.downloadName) reply.header('content-disposition', attachment(file.downloadName, file.mime));
      const ifRange = request.headers['if-range'];
      // A range of an object that changed since the client's copy would mix two versions: send the whole instead.
      const rangeHeader = ifRange === undefined || ifRange === file.etag ? request.headers.range : undefined;
      const answer = parseRange(rangeHeader, file.size);
      if (answer.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (answer.kind === 'whole' && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      if (answer.kind === 'whole') {
        return reply.header('content-length', file.size).send(await openMedia(storage, file));
      }
      const { start, end } = answer.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(await openMedia(storage, file, answer.range));
    },
  );
}
