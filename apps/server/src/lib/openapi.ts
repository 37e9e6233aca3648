import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { SessionVariables } from '../auth/session.ts';
import { AppError } from './errors.ts';
import type { RequestVariables } from './request-context.ts';

export type ApiEnv = { Variables: RequestVariables & SessionVariables };

/** Validation failures name the field and say what is wrong, in our error format. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : issue?.message;
  throw new AppError('VALIDATION_FAILED', field ? `${field}: ${message}` : (message ?? 'Invalid request.'));
};

/** A router for one API module, behind the session middleware. */
export const createRouter = () => new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

export const jsonContent = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponses = {
  400: { description: 'The request is invalid; the message names the field.' },
  401: { description: 'No session.' },
  404: { description: 'Not found, or not the caller’s.' },
} as const;
