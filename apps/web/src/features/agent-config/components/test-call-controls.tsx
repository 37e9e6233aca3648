import { Text } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import IconPlayerPlay from '~icons/tabler/player-play';
import IconPlayerStop from '~icons/tabler/player-stop';
import { TalkButton } from '../../../components/call/talk-button';
import { StatusMarker } from '../../../components/ui/status-marker';
import { callPanelShown, useActiveCall } from '../../../lib/call/active-call-state';
import { CallAsSelect } from './call-as-select';
import classes from './configure.module.css';
import { TryPrompts } from './try-prompts';

type TestCallControlsProps = { agent: Pick<Agent, 'id' | 'agentName' | 'vapiAgentId' | 'tryPrompts'> };

const LABELS = { start: 'Play', stop: 'Stop' };
const ICONS = {
  start: <IconPlayerPlay width={16} height={16} aria-hidden />,
  stop: <IconPlayerStop width={16} height={16} aria-hidden />,
};

/**
 * The footer's test call: one button, Play, which reads Stop while this agent's call runs (the
 * app's shared call button, so no Stop sits there unusable before a call), who the call pretends
 * to be (a new caller or a known one), and a few things to try saying. On a phone the bar is
 * one line, so it never takes more than a thumb's height of the screen: before the call Play and
 * who calls; during it Stop and the things to say, as buttons in a row that scrolls sideways (the
 * ideas alone, which nothing can be done with yet, would only be cut off at the edge). Play waits
 * while anything on the page is being saved or uploaded, so the call hears the assistant as saved.
 */
export function TestCallControls({ agent }: TestCallControlsProps) {
  const busy = useIsMutating() > 0;
  const call = useActiveCall();
  // While the agent has a draft its test call talks to the draft, not to what callers hear.
  const testingDraft = call.draft && call.agentId === agent.id && call.status !== 'idle';
  const live = call.status === 'active' && call.agentId === agent.id;
  const [callerId, setCallerId] = useState<string | null>(null);
  return (
    <div
      className={classes.footer}
      role="group"
      aria-label="Test call"
      data-beside-panel={callPanelShown(call) || undefined}
    >
      <div className={classes.footerRow} data-live={live || undefined}>
        <Text fw={600} size="sm" aria-hidden className={classes.testLabel}>
          Test your agent
        </Text>
        <TalkButton
          agentId={agent.id}
          agentName={agent.agentName}
          vapiAgentId={agent.vapiAgentId}
          busy={busy}
          callerId={callerId}
          labels={LABELS}
          icons={ICONS}
        />
        {/* Chosen before the call: it says who is calling as the call starts. */}
        <div className={classes.callAs}>
          <CallAsSelect callerId={callerId} onChange={setCallerId} disabled={call.status !== 'idle'} />
        </div>
        {/* After the button, so Stop stays where Play was pressed. */}
        {testingDraft && <StatusMarker color="blue">Testing your draft</StatusMarker>}
        <TryPrompts agent={agent} className={classes.prompts} />
      </div>
    </div>
  );
}
