import type { TUploadFileResponse } from '@ito/contracts/files/upload-file';
import { uploadFileEndpoint } from '@ito/contracts/files/refs';
import { call } from './call.ts';

/**
 * POST files (multipart, part `file`): an image comes back as webp in several sizes. A refused file is a 422 on
 * `file`, kept in the validation store for the form that asked.
 */
export function uploadFile(file: File): Promise<TUploadFileResponse> {
  const body = new FormData();
  body.append('file', file);
  return call(uploadFileEndpoint, { body });
}
