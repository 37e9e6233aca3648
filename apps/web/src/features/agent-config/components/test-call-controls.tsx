import { Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { ProposableAgent } from '@portal/shared/agents/scenario-proposals.plain';
import { useIsMutating } from '@tanstack/react-query';
import { PlayStopButtons } from '../../../components/call/play-stop-buttons';
import classes from './configure.module.css';
import { TryPrompts } from './try-prompts';

type TestCallControlsProps = { agent: Pick<Agent, 'id' | 'agentName' | 'vapiAgentId'> & ProposableAgent };

/**
 * The footer's Stop and Play buttons for a browser test call (the app's shared call controls),
 * beside a few things to try saying. On a phone the bar is one line (the ideas fade out at its
 * edge), so it never takes more than a thumb's height of the screen. Play waits while anything on the page is being saved or
 * uploaded, so the call hears the assistant as saved.
 */
export function TestCallControls({ agent }: TestCallControlsProps) {
  const busy = useIsMutating() > 0;
  return (
    <div className={classes.footer} role="group" aria-label="Test call">
      <div className={classes.footerRow}>
        <Text fw={600} size="sm" visibleFrom="sm" aria-hidden>
          Test your agent
        </Text>
        <PlayStopButtons agentId={agent.id} agentName={agent.agentName} vapiAgentId={agent.vapiAgentId} busy={busy} />
        <TryPrompts agent={agent} className={classes.prompts} />
      </div>
    </div>
  );
}
