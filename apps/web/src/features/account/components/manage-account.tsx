import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { useAccountDetail } from '../api/get-account-detail';
import classes from './manage-account.module.css';

/**
 * Where the rest of the account is managed (the profile is the card beside this one): a card of
 * rows, each row one link, with the counts the details page shows (agents, numbers) when they
 * could be read; nothing stands in for a count that could not. Plain elements styled by the
 * stylesheet (the kit's tokens) keep the page's script as light as it was.
 */
export function ManageAccount() {
  const { data } = useAccountDetail();
  const entries = [
    [`${paths.accountDetail}#notifications`, 'Notifications', 'Urgent-call e-mails and a daily summary'],
    [paths.subscription, 'Subscription', 'Plan, usage and billing'],
    [paths.agents, 'Agents', 'Create, train and test them', data?.agents && `${data.agents.activeCount} Active`],
    [
      paths.phoneNumbers,
      'Phone Numbers',
      'Numbers your agents answer',
      data?.phoneNumbers && `${data.phoneNumbers.count} Linked`,
    ],
    [paths.integrations, 'Integrations', 'API keys and webhooks for other tools'],
    [paths.privacy, 'Privacy & Data', 'Recordings, your data, closing the account'],
  ] as const;
  return (
    <nav aria-labelledby="manage-account" className={classes.card}>
      <h2 id="manage-account">Manage your account</h2>
      {entries.map(([to, title, text, count]) => (
        <Link key={title} to={to}>
          <b>{title}</b>
          <span>{text}</span>
          {count && <em>{count}</em>}
        </Link>
      ))}
    </nav>
  );
}
