import { addressParts } from '../lib/webhook-format';
import classes from './webhooks.module.css';

/**
 * An endpoint's address on one line: its host in full, the rest shortened with an ellipsis when
 * it does not fit (the whole address is the link's name, and shows when the row is pointed at or
 * focused).
 */
export function EndpointAddress({ url }: { url: string }) {
  const { host, rest } = addressParts(url);
  return (
    <span className={classes.address} title={url}>
      <span className={classes.host}>{host}</span>
      {rest && <span className={classes.path}>{rest}</span>}
    </span>
  );
}
