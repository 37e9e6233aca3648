import { Button, Stack, Text } from '@mantine/core';
import type { GoLiveItem } from '@portal/shared/go-live';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { ChecklistEntry } from './checklist-entry';
import classes from './checklist.module.css';

type GoLiveChecklistProps = {
  agentId: string;
  /** In the server's order: the next step first. */
  items: readonly GoLiveItem[];
  /** Names the list (several agents' checklists may share a page). */
  label?: string;
  compact?: boolean;
};

/**
 * What stands between an agent and answering calls well. The open items come first, each with
 * its fix; the completed ones fold away under 'Show N completed' so the next step stays on top.
 */
export function GoLiveChecklist({ agentId, items, label = 'Go-live checklist', compact }: GoLiveChecklistProps) {
  const [showDone, { toggle }] = useDisclosure(false);
  const doneId = useId();
  const open = items.filter((item) => item.state !== 'met');
  const done = items.filter((item) => item.state === 'met');
  return (
    <Stack gap="sm">
      {open.length > 0 ? (
        <ul className={classes.list} aria-label={label}>
          {open.map((item) => (
            <ChecklistEntry key={item.key} agentId={agentId} item={item} compact={compact} />
          ))}
        </ul>
      ) : (
        <Text size="sm">Everything is set up.</Text>
      )}
      {done.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={showDone}
            aria-controls={doneId}
            style={{ alignSelf: 'flex-start' }}
          >
            {showDone ? 'Hide completed' : `Show ${done.length} completed`}
          </Button>
          <ul className={classes.list} id={doneId} aria-label={`${label}: completed`} hidden={!showDone}>
            {done.map((item) => (
              <ChecklistEntry key={item.key} agentId={agentId} item={item} compact={compact} />
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
