import { useIsMutating } from '@tanstack/react-query';
import type { Agent } from '@portal/shared/agents/agent';
import { PlayStopButtons } from '../../../components/call/play-stop-buttons';
import classes from './configure.module.css';

type TestCallControlsProps = { agent: Pick<Agent, 'id' | 'agentName' | 'vapiAgentId'> };

/**
 * The footer's Stop and Play buttons for a browser test call (the app's shared call controls).
 * Play waits while anything on the page is being saved or uploaded, so the call hears the
 * assistant as saved.
 */
export function TestCallControls({ agent }: TestCallControlsProps) {
  const busy = useIsMutating() > 0;
  return (
    <div className={classes.footer} role="group" aria-label="Test call">
      <PlayStopButtons agentId={agent.id} agentName={agent.agentName} vapiAgentId={agent.vapiAgentId} busy={busy} />
    </div>
  );
}
