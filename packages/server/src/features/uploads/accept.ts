import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, StaffErrorCode } from '@sideline/protocol';
import type { StaffUploadSpec, UploadedMedia } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import { staffError } from '../staff/index';
import { nameAgrees, sniffKind } from './sniff';
import { storeMedia } from './storage';
import type { MediaStorage } from './storage';

/** The multipart part that carries the file. */
export const UPLOAD_FIELD = 'File';

const fileRequired = () => new ApiError(400, UPLOAD_FIELD, ADMIN_MESSAGES.fileRequired);
const tooLarge = () => staffError(413, StaffErrorCode.FileTooLarge, ADMIN_MESSAGES.fileTooLarge);
const wrongFormat = () => staffError(415, StaffErrorCode.FileFormat, ADMIN_MESSAGES.fileFormat);

function isLimitError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** Reads the part, stopping as soon as it passes `maxBytes` (the rest is never kept). */
async function readCapped(stream: AsyncIterable<Buffer> & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    if (isLimitError(err)) throw tooLarge();
    throw err;
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Accepts the one file of a `multipart/form-data` request (part `File`) under the call's
 * `StaffUploadSpec`: the size is counted while it streams in (past `maxBytes` → 413 'File
 * exceeds the size limit'), the kind is read from the bytes and must be one of `kinds` and agree
 * with the file's name (otherwise 415 'File format error'); only then is it stored. A refusal
 * writes nothing. Needs the multipart parser in the route's context (`registerUploadCall`).
 */
export async function acceptUpload(request: FastifyRequest, spec: StaffUploadSpec, storage: MediaStorage, by: string): Promise<UploadedMedia> {
  if (!request.isMultipart()) throw fileRequired();
  let part;
  try {
    part = await request.file({ limits: { fileSize: spec.maxBytes, files: 1, parts: 8, fields: 6, fieldSize: 1024 } });
  } catch (err) {
    if (isLimitError(err)) throw tooLarge();
    throw new ApiError(400, UPLOAD_FIELD, 'Malformed multipart body');
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw fileRequired();
  }
  const bytes = await readCapped(part.file, spec.maxBytes);
  if (bytes.length === 0) throw fileRequired();
  const kind = await sniffKind(bytes);
  if (!kind || !spec.kinds.includes(kind) || !nameAgrees(part.filename ?? '', kind)) throw wrongFormat();
  return storeMedia(storage, bytes, kind, by);
}
