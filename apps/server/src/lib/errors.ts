import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '@portal/shared/api';

export type ErrorCode = ApiErrorCode;

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** An error whose message is safe to show the user. Anything else becomes a generic 500. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: ContentfulStatusCode,
  ) {
    super(message);
    this.status = status ?? statusOf[code];
  }
}

export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}
