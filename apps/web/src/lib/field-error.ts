import { ApiError } from './api-client';

/**
 * The field a refusal of the API names ("businessName: Business Name must be at most 100
 * characters."), when it is one of the form's fields: the form shows the message under it.
 */
export function serverFieldError(error: unknown, fields: readonly string[]): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const match = /^([\w.]+): (.+)$/s.exec(error.message);
  if (!match || !fields.includes(match[1]!.split('.')[0]!)) return null;
  return { field: match[1]!, message: match[2]! };
}
