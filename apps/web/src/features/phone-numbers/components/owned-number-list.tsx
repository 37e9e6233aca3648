import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { useAgentOptions } from '../../../lib/agents/get-agents';
import { usePhoneNumbers } from '../api/get-phone-numbers';
import { errorText } from '../errors';
import { OwnedNumberCard } from './owned-number-card';
import classes from './owned-numbers.module.css';

export const NO_NUMBERS = "You don't have any phone numbers yet. Click above to add one!";

/** The user's numbers in purchase order, each with its agent select. */
export function OwnedNumberList() {
  const numbers = usePhoneNumbers();
  const agents = useAgentOptions();
  if (numbers.isPending || agents.isPending) return <PageLoading label="Loading phone numbers..." />;
  if (numbers.isError) {
    return <PageError title="Could not load your phone numbers">{errorText(numbers.error)}</PageError>;
  }
  if (agents.isError) return <PageError title="Could not load your agents">{errorText(agents.error)}</PageError>;
  if (numbers.data.length === 0) return <PageEmpty>{NO_NUMBERS}</PageEmpty>;
  return (
    <ul className={classes.list} aria-label="Your phone numbers">
      {numbers.data.map((number) => (
        <OwnedNumberCard key={number.id} number={number} agents={agents.data} />
      ))}
    </ul>
  );
}
