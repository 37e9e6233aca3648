import { Text } from '@mantine/core';
import type { GoLiveItem } from '@portal/shared/go-live';
import { ChecklistEntry } from './checklist-entry';

/** The first open item of the checklist with its fix, or word that nothing is left to do. */
export function NextStep({ agentId, items }: { agentId: string; items: readonly GoLiveItem[] }) {
  const next = items.find((item) => item.state !== 'met');
  if (!next) return <Text size="sm">Nothing left to set up.</Text>;
  return <ChecklistEntry agentId={agentId} item={next} component="div" />;
}
