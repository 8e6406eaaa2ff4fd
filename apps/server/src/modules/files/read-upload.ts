import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@ito/contracts/files/file-data';
import { invalid } from '../../platform/errors.ts';
import { FILE_CODES } from './service.ts';

export type Upload = { filename: string; data: Buffer };

/**
 * The one file of a multipart request, read into memory. The stream stops at the largest size any accepted type may
 * have; the per-type limit is checked once the bytes tell the type.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('file', FILE_CODES.missing);
  const { RequestFileTooLargeError, FilesLimitError, PartsLimitError, FieldsLimitError } =
    request.server.multipartErrors;
  try {
    // One byte over the largest allowed size: reaching it proves the file is too large even when the parser's own
    // "too large" signal is lost (over a real socket the last chunk can end the stream before it is checked).
    const limits = { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 12 };
    const part = await request.file({ limits });
    if (!part) throw invalid('file', FILE_CODES.missing);
    const data = await part.toBuffer();
    if (part.file.truncated || data.length > MAX_UPLOAD_BYTES) throw invalid('file', FILE_CODES.tooLarge);
    return { filename: part.filename, data };
  } catch (err) {
    if (err instanceof RequestFileTooLargeError) throw invalid('file', FILE_CODES.tooLarge);
    if (err instanceof FilesLimitError || err instanceof PartsLimitError || err instanceof FieldsLimitError) {
      throw invalid('file', FILE_CODES.oneFile);
    }
    throw err;
  }
}
