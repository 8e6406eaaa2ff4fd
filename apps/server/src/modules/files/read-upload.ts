import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@ito/contracts/files/file-data';
import { invalid } from '../../platform/errors.ts';
import { detectType, type DetectedType } from './detect-type.ts';
import { FILE_CODES } from './service.ts';
export type { Admission, ReceivedUpload } from './types.ts';
import type { Admission, ReceivedUpload } from './types.ts';

/** The bytes that tell every accepted type (the WebM DocType may sit anywhere in the first 64). */
export const SNIFF_BYTES = 64;

/**
 * The one file of a multipart request, streamed to a temporary file under `tempDir` (decision 062). The type is told
 * from the first bytes before the rest is read: an unaccepted type is refused then, and `admit` (who may upload this
 * kind, how much room is left) decides how many bytes may follow. Past that the upload is refused and its temporary
 * file removed; memory holds one chunk at a time, never the file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tempDir: string,
  admit: (type: DetectedType) => Promise<Admission>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw invalid('file', FILE_CODES.missing);
  const { RequestFileTooLargeError, FilesLimitError, PartsLimitError, FieldsLimitError } =
    request.server.multipartErrors;
  let temp: string | undefined;
  const discard = async () => {
    if (temp) await fsp.rm(temp, { force: true });
  };
  try {
    // The parser's own cap stays one byte over the largest allowed size, as a net under the per-type limits below.
    const limits = { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 12 };
    const part = await request.file({ limits });
    if (!part) throw invalid('file', FILE_CODES.missing);
    const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

    const head: Buffer[] = [];
    let headLength = 0;
    let isDone = false;
    while (headLength < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        isDone = true;
        break;
      }
      head.push(next.value);
      headLength += next.value.length;
    }
    const first = Buffer.concat(head);
    const type = detectType(first);
    if (!type) throw invalid('file', FILE_CODES.wrongType);
    const { limit, overLimit } = await admit(type);
    if (first.length > limit) throw overLimit;

    await fsp.mkdir(tempDir, { recursive: true });
    temp = path.join(tempDir, `${randomUUID()}.part`);
    const out = fs.createWriteStream(temp, { flags: 'wx' });
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    failed.catch(() => undefined);
    const write = async (chunk: Buffer) => {
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
    };
    let size = first.length;
    try {
      await write(first);
      while (!isDone) {
        const next = await chunks.next();
        if (next.done) break;
        size += next.value.length;
        if (size > limit) throw overLimit;
        await write(next.value);
      }
      if (part.file.truncated) throw invalid('file', FILE_CODES.tooLarge);
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    } catch (err) {
      out.destroy();
      part.file.destroy();
      throw err;
    }
    return { filename: part.filename, type, size, path: temp, discard };
  } catch (err) {
    await discard();
    if (err instanceof RequestFileTooLargeError) throw invalid('file', FILE_CODES.tooLarge);
    if (err instanceof FilesLimitError || err instanceof PartsLimitError || err instanceof FieldsLimitError) {
      throw invalid('file', FILE_CODES.oneFile);
    }
    throw err;
  }
}
