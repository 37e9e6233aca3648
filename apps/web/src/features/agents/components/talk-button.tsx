import type { ButtonProps } from '@mantine/core';
import type { AgentListItem } from '@portal/shared/agents/agent';
import { TalkButton as SharedTalkButton } from '../../../components/call/talk-button';

type TalkButtonProps = {
  agent: Pick<AgentListItem, 'id' | 'agentName' | 'vapiAgentId'>;
  label?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** 'default' where the call is the page's second action (the hub, after Train Your Agent). */
  variant?: ButtonProps['variant'];
};

/**
 * Where the browser test call starts on the agents pages: 'Talk' on the list,
 * 'Talk Now' on the hub, 'End Call' during this agent's call. The app's shared call button keeps
 * the rules (one call at a time, a tooltip saying why it is unavailable).
 */
export function TalkButton({ agent, label = 'Talk', size = 'sm', fullWidth, variant }: TalkButtonProps) {
  return (
    <SharedTalkButton
      agentId={agent.id}
      agentName={agent.agentName}
      vapiAgentId={agent.vapiAgentId}
      labels={{ start: label, stop: 'End Call' }}
      size={size}
      fullWidth={fullWidth}
      variant={variant}
    />
  );
}
