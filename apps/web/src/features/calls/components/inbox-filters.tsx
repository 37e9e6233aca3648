import { NativeSelect, TextInput } from '@mantine/core';
import classes from './inbox-filters.module.css';
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS } from '@portal/shared/call-outcome.plain';
import { CALL_SEARCH_MAX, type CallListFilter } from '@portal/shared/calls.plain';
import IconSearch from '~icons/tabler/search';
import { AgentFilter } from '../../../components/agents/agent-filter';

const ANY = '';

const OUTCOME_OPTIONS = [
  { value: ANY, label: 'All outcomes' },
  { value: 'needs_attention', label: 'Needs attention' },
  ...CALL_OUTCOMES.map((kind) => ({ value: kind, label: CALL_OUTCOME_LABELS[kind] })),
];

export const OUTCOME_FILTER_LABELS: Record<CallListFilter, string> = {
  needs_attention: 'Needs attention',
  ...CALL_OUTCOME_LABELS,
};

type Props = {
  agentId: string | null;
  outcome: CallListFilter | null;
  search: string;
  onAgentChange: (agentId: string | null) => void;
  onOutcomeChange: (outcome: CallListFilter | null) => void;
  onSearchChange: (search: string) => void;
};

/**
 * How the inbox narrows the calls, as one toolbar line: the search, then outcome and agent. The
 * fields name themselves (the search's icon and hint, "All outcomes", "All agents"), so their
 * labels are read rather than shown above them.
 */
export function InboxFilters(props: Props) {
  return (
    <div role="search" aria-label="Filter calls" className={classes.bar}>
      <TextInput
        type="search"
        aria-label="Search calls"
        placeholder="Search words said, or a phone number"
        leftSection={<IconSearch width={16} height={16} aria-hidden />}
        value={props.search}
        maxLength={CALL_SEARCH_MAX}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        className={classes.search}
      />
      <NativeSelect
        aria-label="Outcome"
        data={OUTCOME_OPTIONS}
        value={props.outcome ?? ANY}
        onChange={(event) => props.onOutcomeChange((event.currentTarget.value as CallListFilter) || null)}
        className={classes.select}
      />
      <div className={classes.select}>
        <AgentFilter value={props.agentId} onChange={props.onAgentChange} labelHidden w="100%" />
      </div>
    </div>
  );
}
