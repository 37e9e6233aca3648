import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's validation, loaded the first time the form validates rather than with the page: the
 * schemas and the validation library they need are a fifth of a page's script, and most visits
 * to a page with a form never send it. A failed load is tried again at the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
