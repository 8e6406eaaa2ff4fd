import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ZUploadFileResponse } from '@ito/contracts/files/upload-file';
import { getFileEndpoint } from '@ito/contracts/files/get-file';
import { deleteFileEndpoint } from '@ito/contracts/files/delete-file';
import { requireCaller } from '../../platform/auth.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { createStorage } from '../../platform/storage.ts';
import { imageWork } from './image-work.ts';
import { readUpload } from './read-upload.ts';
import { deleteOwnFile, getOwnFile, openDocument, openImage, uploadFile, type ServedFile } from './service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOAD = { field: 'file', description: 'One JPEG, PNG, WebP or GIF image, or one PDF document.' };

/** RFC 6266 / 5987: an ASCII fallback for old clients plus the exact UTF-8 name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendStored(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    .type(file.mime);
  if (file.downloadName) reply.header('content-disposition', attachment(file.downloadName));
  if (request.headers['if-none-match'] === file.etag) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  return reply.header('content-length', file.size).send(file.stream);
}

/** Routes of the files module: upload, read and delete one's files; serve stored images and documents publicly. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this scope only: no other module accepts multipart bodies.
  await app.register(multipart);
  const storage = createStorage(app.config);
  imageWork.configure({ concurrency: app.config.IMAGE_CONCURRENCY, maxWaiting: app.config.IMAGE_QUEUE_LIMIT });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Multipart: the body is a stream read by readUpload, not a zod schema, so this route keeps its hand-written form.
  r.post(
    '/api/files',
    {
      schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 201: ZUploadFileResponse } },
      config: { auth: 'user', upload: UPLOAD, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const data = await uploadFile(app.db, storage, caller.user.id, await readUpload(request));
      return reply.code(201).send({ data });
    },
  );

  endpointRoute(app, getFileEndpoint, { tags: ['files'] }, async (request) => {
    const caller = await requireCaller(request);
    return { data: await getOwnFile(app.db, caller.user.id, request.params.id) };
  });

  endpointRoute(app, deleteFileEndpoint, { tags: ['files'] }, async (request) => {
    const caller = await requireCaller(request);
    await deleteOwnFile(app.db, storage, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });

  // Public, no caller: stored names are unguessable uuids (SPEC section 7 URLs). Stored bytes with cache headers,
  // an ETag and 304s, not JSON answers: these keep their hand-written form.
  r.get<{ Params: { size: string; name: string } }>(
    '/public/files/:size/:name',
    { schema: { hide: true }, config: { auth: 'none' } },
    async (request, reply) =>
      sendStored(request, reply, await openImage(storage, request.params.size, request.params.name)),
  );

  r.get<{ Params: { filename: string } }>(
    '/public/download/:filename',
    { schema: { hide: true }, config: { auth: 'none' } },
    async (request, reply) => sendStored(request, reply, await openDocument(app.db, storage, request.params.filename)),
  );
}
