import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { useBlockedCallers } from '../../../components/blocked-callers/block-list';
import { ownerMessage } from '../../../lib/api-client';
import { BlockedCallerRow } from './blocked-caller-row';
import classes from './blocked-callers-page.module.css';

export const NO_BLOCKED_CALLERS = "No blocked callers. Block a number here, or from a call's page.";

/** The blocked numbers, newest first, as rows of the page's card. */
export function BlockedCallerList() {
  const list = useBlockedCallers();
  if (list.isPending) return <PageLoading label="Loading blocked callers..." />;
  if (list.isError) {
    return (
      <div className={classes.state}>
        <PageError title="Could not load your blocked callers">
          {ownerMessage(list.error, 'Check your connection and try again.')}
        </PageError>
      </div>
    );
  }
  if (list.data.blockedCallers.length === 0) return <PageEmpty>{NO_BLOCKED_CALLERS}</PageEmpty>;
  return (
    <ul className={classes.rows} aria-label="Blocked numbers">
      {list.data.blockedCallers.map((entry) => (
        <BlockedCallerRow key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
