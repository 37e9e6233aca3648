import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import type { TextView } from '@portal/shared/texts';
import { TEXT_KIND_LABELS, TEXT_STATUS_LABELS, type TextKind, type TextStatus } from '@portal/shared/texts.plain';
import IconArrowDownLeft from '~icons/tabler/arrow-down-left';
import IconArrowUpRight from '~icons/tabler/arrow-up-right';
import { StatusMarker, type MarkerColor } from '../ui/status-marker';
import classes from './text-thread.module.css';

/**
 * A text on its way or through is said quietly (grey, then green once the carrier has it); one
 * that failed is red, and one the portal held back orange: each says why beside it.
 */
const STATUS_COLORS: Record<TextStatus, MarkerColor> = {
  queued: 'gray',
  sending: 'gray',
  sent: 'green',
  delivered: 'green',
  received: 'gray',
  failed: 'red',
  not_sent: 'orange',
};

/** The texts that go to the owner's own mobile rather than to the caller. */
const TO_THE_OWNER: readonly TextKind[] = ['owner_urgent', 'owner_message'];

/** Which way a text went, from the owner's side: to the caller, to them, or from the caller. */
function directionOf(text: Pick<TextView, 'direction' | 'kind'>): string {
  if (text.direction === 'inbound') return 'From the caller';
  return TO_THE_OWNER.includes(text.kind) ? 'To you' : 'To the caller';
}

/** Why a text did not go, shown only for the two statuses that need one. */
const reasonOf = (text: TextView) => (text.status === 'failed' || text.status === 'not_sent' ? text.reason : null);

function TextItem({ text, moment }: { text: TextView; moment: (iso: string) => string }) {
  const Arrow = text.direction === 'inbound' ? IconArrowDownLeft : IconArrowUpRight;
  const reason = reasonOf(text);
  return (
    <li className={classes.text}>
      <p className={classes.who}>
        <Arrow width={16} height={16} aria-hidden className={classes.arrow} />
        <span>
          <strong>{directionOf(text)}</strong>
          {' · '}
          {formatPhoneNumber(text.direction === 'inbound' ? text.from : text.to)}
        </span>
      </p>
      <p className={classes.about}>
        <time dateTime={text.createdAt}>{moment(text.createdAt)}</time>
        {' · '}
        {TEXT_KIND_LABELS[text.kind]}
      </p>
      <p className={classes.body}>{text.body}</p>
      <p className={classes.status}>
        <StatusMarker color={STATUS_COLORS[text.status]}>{TEXT_STATUS_LABELS[text.status]}</StatusMarker>
        {reason && <span className={classes.reason}>{reason}</span>}
      </p>
    </li>
  );
}

type Props = {
  /** Oldest first, as the API answers them. */
  texts: TextView[];
  /** A text's moment as the page says its other times: with the zone, named. */
  moment: (iso: string) => string;
  /** The list's name for a screen reader. */
  label: string;
};

/**
 * Texts to and from a caller, oldest first: which way each went and the other number, what it
 * was for, what it said, and where it stands, with the reason in words when it did not go.
 */
export function TextThread({ texts, moment, label }: Props) {
  return (
    <ul className={classes.thread} aria-label={label}>
      {texts.map((text) => (
        <TextItem key={text.id} text={text} moment={moment} />
      ))}
    </ul>
  );
}
