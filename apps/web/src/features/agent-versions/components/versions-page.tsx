import { Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { AgentGate } from '../../../components/agents/agent-gate';
import { DraftBar } from '../../../components/agents/draft-bar';
import { BackLink } from '../../../components/ui/back-link';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { ownerMessage } from '../../../lib/api-client';
import { useAgentVersions } from '../../../lib/agents/versions';
import { paths } from '../../../lib/paths';
import { VersionCard } from './version-card';
import classes from './versions.module.css';

const TITLE = 'Version history';

/** /agent/:agentId/versions: every version callers have heard, newest first, to restore or publish again. */
export function AgentVersionsPage() {
  return (
    <AgentGate title={TITLE} loading="Loading version history..." loadError="Could not load the agent.">
      {(agent) => <VersionsView agent={agent} />}
    </AgentGate>
  );
}

function VersionsView({ agent }: { agent: Agent }) {
  const versions = useAgentVersions(agent.id);
  return (
    <Stack gap="lg">
      <BackLink to={paths.agent(agent.id)}>Back to Hub</BackLink>
      <div>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed" mt={4}>
          What callers of {agent.agentName} have heard. A live agent&apos;s changes wait in a draft until you publish
          them.
        </Text>
      </div>
      <DraftBar agent={agent} withHistoryLink={false} />
      {versions.isPending ? (
        <PageLoading label="Loading versions..." />
      ) : versions.isError ? (
        <PageError title="Could not load the versions.">
          {ownerMessage(versions.error, 'Check your connection and try again.')}
        </PageError>
      ) : versions.data.versions.length === 0 ? (
        <PageEmpty>
          No versions yet. Your agent&apos;s first version is recorded when you first change it after it goes live.
        </PageEmpty>
      ) : (
        <ol aria-label="Versions, newest first" className={classes.list}>
          {versions.data.versions.map((version) => (
            <VersionCard
              key={version.number}
              agent={agent}
              version={version}
              explained={version === versions.data.versions.find((item) => !item.live)}
            />
          ))}
        </ol>
      )}
    </Stack>
  );
}
