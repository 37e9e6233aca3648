import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useAgentOptions } from '../../lib/agents/get-agents';

const ALL = '';

type AgentFilterProps = {
  value: string | null;
  onChange: (agentId: string | null) => void;
  /** In a toolbar whose choices say what they are ("All agents"): named for assistive technology only. */
  labelHidden?: boolean;
  w?: NativeSelectProps['w'];
};

/** All agents or one, for a page that narrows what it shows by agent (the choice lives in its URL). */
export function AgentFilter({ value, onChange, labelHidden = false, w = { base: '100%', xs: 260 } }: AgentFilterProps) {
  const agents = useAgentOptions();
  const options = [{ value: ALL, label: 'All agents' }, ...(agents.data ?? [])];
  // An agent that is no longer listed (deleted) still shows as chosen.
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: agents.isPending ? 'Loading...' : 'Another agent' });
  }
  return (
    <NativeSelect
      label={labelHidden ? undefined : 'Agent'}
      aria-label={labelHidden ? 'Agent' : undefined}
      data={options}
      value={value ?? ALL}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      w={w}
    />
  );
}
