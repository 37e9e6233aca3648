import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EditorProps } from './editor-props';

// Loaded when the Texts card opens: neither the configure page nor the other cards' dialog carries
// the editor and its segment counter.
const TextsEditor = lazy(() => import('./texts-editor'));

/** Texts: the switches and templates of the texts the agent sends, loaded on opening. */
export function LazyTextsEditor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading texts...</Text>
        </Group>
      }
    >
      <TextsEditor {...props} />
    </Suspense>
  );
}
