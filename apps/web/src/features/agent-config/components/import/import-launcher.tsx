import { Button, Group, Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import IconWorldDownload from '~icons/tabler/world-download';
import { lazy, Suspense, useState } from 'react';
import { useLatestImport } from '../../api/knowledge-import';

const ImportDialog = lazy(() => import('./import-dialog'));

/**
 * "Import from your website" on the Brain tab, with the state of the latest import beside it:
 * the owner may leave while the site is read and come back to review.
 */
export function ImportLauncher({ agent, openAtFirst = false }: { agent: Agent; openAtFirst?: boolean }) {
  const [opened, setOpened] = useState(openAtFirst);
  const latest = useLatestImport(agent.id).data;
  const status =
    latest?.status === 'queued' || latest?.status === 'running'
      ? 'Reading your website…'
      : latest?.status === 'ready' &&
          latest.proposals.some((proposal) => !agent.userSavedSections.includes(proposal.card))
        ? 'Proposals ready to review'
        : null;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconWorldDownload width={16} height={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Import from your website
      </Button>
      {status && (
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ImportDialog agent={agent} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Group>
  );
}
