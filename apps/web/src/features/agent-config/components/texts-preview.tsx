import type { Agent } from '@portal/shared/agents/agent';
import { lazy, Suspense } from 'react';
import { loadOnce } from '../../../lib/load-once';

type TextsPreviewProps = { agent: Agent; summary: string };

// The texts' labels load with the Responsibilities tab (or when it is pointed at): the configure
// page's first load stays within its budget.
const names = loadOnce(() => import('../lib/texts-names'));

/** Starts loading the texts' labels, before the tab that shows them opens. */
export const preloadTextsNames = () => void names.load().catch(() => undefined);

const Names = lazy(() =>
  names.load().then(
    ({ textsNames }) => ({ default: ({ agent }: TextsPreviewProps) => textsNames(agent) }),
    // Not loaded (a dropped connection): the count says enough, and the page goes on.
    () => ({ default: ({ summary }: TextsPreviewProps) => summary }),
  ),
);

/** The Texts card's preview: the texts that are on by name, "2 texts on" until their labels load. */
export function TextsPreview(props: TextsPreviewProps) {
  return (
    <Suspense fallback={props.summary}>
      <Names {...props} />
    </Suspense>
  );
}
