import { lazy, Suspense } from 'react';
import { blockChanges, type CallerBlock } from './use-caller-block';

const Body = lazy(async () => ({ default: (await blockChanges.load()).CallerBlockNoteBody }));

/**
 * Where a call's page says what blocking did, or why it failed. Only shown after the owner has
 * pressed the button, so its code has loaded with the change.
 */
export function CallerBlockNote({ blocking }: { blocking: CallerBlock }) {
  if (!blocking.justBlocked && !blocking.error) return null;
  return (
    <Suspense fallback={null}>
      <Body blocking={blocking} />
    </Suspense>
  );
}
