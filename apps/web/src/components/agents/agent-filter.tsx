import { NativeSelect } from '@mantine/core';
import { useAgentOptions } from '../../lib/agents/get-agents';

const ALL = '';

/** All agents or one, for a page that narrows what it shows by agent (the choice lives in its URL). */
export function AgentFilter({ value, onChange }: { value: string | null; onChange: (agentId: string | null) => void }) {
  const agents = useAgentOptions();
  const options = [{ value: ALL, label: 'All agents' }, ...(agents.data ?? [])];
  // An agent that is no longer listed (deleted) still shows as chosen.
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: agents.isPending ? 'Loading...' : 'Another agent' });
  }
  return (
    <NativeSelect
      label="Agent"
      data={options}
      value={value ?? ALL}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
