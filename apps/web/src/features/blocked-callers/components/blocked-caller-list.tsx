import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { useBlockedCallers } from '../../../components/blocked-callers/block-list';
import { ownerMessage } from '../../../lib/api-client';
import { BlockedCallerRow } from './blocked-caller-row';
import classes from './blocked-callers-page.module.css';

export const NO_BLOCKED_CALLERS = "No blocked callers. Block a number here, or from a call's page.";

/**
 * The blocked numbers, newest first, as a table in the page's card (stacked rows on a phone). The
 * list is the owner's, not an agent's, so their zone, which the list comes with, says its times.
 */
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
    <table className={classes.table} aria-label="Blocked numbers">
      <thead className={classes.head}>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Note</th>
          <th scope="col" className={classes.date}>
            Blocked
          </th>
          <th scope="col" className={classes.action}>
            <span className={classes.hidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.data.blockedCallers.map((entry) => (
          <BlockedCallerRow key={entry.id} entry={entry} timeZone={list.data.timezone} />
        ))}
      </tbody>
    </table>
  );
}
