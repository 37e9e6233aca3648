import { Text } from '@mantine/core';
import type { Note } from '../../lib/note';

export type { Note };

/** A short outcome under a field, in a live region so screen readers hear it. */
export function FieldNote({ note }: { note: Note | null }) {
  return (
    <div aria-live="polite">
      {note && (
        <Text size="sm" c={note.ok ? 'teal.9' : 'red.9'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </Text>
      )}
    </div>
  );
}
