import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@portal/shared/account';
import { AppError } from './errors.ts';

/**
 * Upload routes (full paths, Hono patterns). The API's 1 MB body limit skips them, and each one
 * applies `uploadBodyLimit` itself, so a file of up to 2 MB fits but nothing much larger is read.
 */
export const UPLOAD_ROUTES = ['/api/account/avatar', '/api/agents/:id/avatar', '/api/agents/:id/imports/document'];

// Room for the multipart framing (boundary, part headers) around a 2 MB file.
export const UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  },
});

/** Documents for the knowledge import: up to 10 MB, with room for the multipart framing. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const documentBodyLimit = bodyLimit({
  maxSize: DOCUMENT_UPLOAD_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'This file is larger than 10 MB. Please upload a smaller file.');
  },
});
