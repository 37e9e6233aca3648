import type { Agent } from '@portal/shared/agents/agent';
import { lazy, Suspense, useState } from 'react';

// The bar and its dialogs load once the agent has a draft: every agent page carries this, and
// most agents have none on a given visit.
const DraftBarBody = lazy(async () => ({ default: (await import('./draft-bar-body')).DraftBarBody }));

type DraftBarProps = {
  agent: Agent;
  /** The link to the version history (not on the history itself). */
  withHistoryLink?: boolean;
  /** A slimmer strip with smaller buttons, for a page whose cards should start near the top. */
  compact?: boolean;
};

/**
 * Once an agent answers a number, saved changes wait in a draft: this says how many, that
 * callers hear the published version until then, and offers Publish and Discard (which asks
 * first). Nothing shows without a draft.
 */
export function DraftBar({ agent, withHistoryLink = true, compact = false }: DraftBarProps) {
  // Kept once shown: publishing empties the draft while its dialog is still closing.
  const [drafted, setDrafted] = useState(false);
  if (agent.draftChanges > 0 && !drafted) setDrafted(true);

  if (!drafted) return null;
  return (
    <Suspense fallback={null}>
      <DraftBarBody agent={agent} withHistoryLink={withHistoryLink} compact={compact}>
        {null}
      </DraftBarBody>
    </Suspense>
  );
}
