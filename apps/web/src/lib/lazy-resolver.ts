import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { loadOnce } from './load-once';

/**
 * A form's validation by its shared schema, loaded the first time the form validates rather than
 * with the page: the schemas and the validation library they need are a fifth of a page's script,
 * and most visits to a page with a form never send it. A failed load is tried again at the next
 * validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  const validation = loadOnce(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema);
  });
  return async (values, context, options) => (await validation.load())(values, context, options);
}
