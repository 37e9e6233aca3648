import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EditorProps } from './editor-props';

// Loaded when the Voice card opens: the configure page's first load does not carry the player.
const VoicePicker = lazy(() => import('./voice-picker'));

/** Voice: the 11 voices, realtime ones explained, each with a sample to hear. */
export function VoiceEditor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading voices...</Text>
        </Group>
      }
    >
      <VoicePicker {...props} />
    </Suspense>
  );
}
