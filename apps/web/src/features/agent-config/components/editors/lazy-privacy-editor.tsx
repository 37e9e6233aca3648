import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EditorProps } from './editor-props';

// Loaded when the Recording & Privacy card opens: the other cards' dialog does not carry it.
const PrivacyEditor = lazy(() => import('./privacy-editor'));

/** Recording & Privacy: recording, the notice callers hear and saying it is an AI, loaded on opening. */
export function LazyPrivacyEditor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading recording settings...</Text>
        </Group>
      }
    >
      <PrivacyEditor {...props} />
    </Suspense>
  );
}
