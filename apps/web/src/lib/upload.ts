import { api } from './api-client';

/** A multipart upload of one file; the browser sets the content type and its boundary itself. */
export function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.set('file', file);
  return api<T>(path, { method: 'POST', body });
}
