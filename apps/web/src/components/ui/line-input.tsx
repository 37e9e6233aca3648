import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import { counterText } from './line-counter';

type LineInputProps = Omit<TextInputProps, 'maxLength'> & {
  /** The field's limit in the shared schema (packages/shared/src/text-fields.plain.ts). */
  limit: number;
  /** What is typed; needed for the counter. */
  length: number;
};

/**
 * A one-line field with a limit: a text input (it cannot hold a line break) that shows
 * "85 / 100 characters" near the limit. It does not cut what is typed or pasted at the limit: the
 * form's message names the limit and the text stays, to be shortened by its author.
 */
export const LineInput = forwardRef<HTMLInputElement, LineInputProps>(function LineInput(
  { limit, length, description, ...props },
  ref,
) {
  const counter = counterText(length, limit);
  const text: ReactNode =
    description && counter ? (
      <>
        {description} ({counter})
      </>
    ) : (
      (description ?? counter)
    );
  return <TextInput ref={ref} {...props} description={text} />;
});
