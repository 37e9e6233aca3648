import type { LiveState, LiveStatus } from '@portal/shared/go-live';
import { Fragment } from 'react';
import IconAlertTriangle from '~icons/tabler/alert-triangle';
import IconPhoneCheck from '~icons/tabler/phone-check';
import IconPhoneOff from '~icons/tabler/phone-off';
import type { Icon } from '../ui/tabler-icon';
import classes from './live-pill.module.css';

/** A phone number in the label: digits with the brackets, spaces and dashes between them. */
const NUMBER = /\+?\(?\d[\d() -]*\d/g;

/**
 * The label cut after each space where its line may break: between words, never inside a phone
 * number, and not before the last word (no word alone on a line).
 */
function breakable(label: string): string[] {
  const numbers = [...label.matchAll(NUMBER)].map((found): [number, number] => [
    found.index,
    found.index + found[0].length,
  ]);
  const lastSpace = label.lastIndexOf(' ');
  const pieces: string[] = [];
  let from = 0;
  for (let at = 0; at < label.length; at++) {
    if (label[at] !== ' ' || at === lastSpace || numbers.some(([start, end]) => at > start && at < end)) continue;
    pieces.push(label.slice(from, at + 1));
    from = at + 1;
  }
  return [...pieces, label.slice(from)];
}

const ICONS: Record<LiveState, Icon> = {
  live: IconPhoneCheck,
  answering: IconAlertTriangle,
  off: IconPhoneOff,
};

/**
 * Whether callers reach the agent, in the server's words ('Live on +1 (512) 555-0100', 'Answering on
 * ..., needs attention', 'Not answering calls'): green, orange or grey, with an icon, so the
 * colour is never the only sign.
 */
export function LivePill({ status }: { status: LiveStatus }) {
  const Icon = ICONS[status.state];
  return (
    <span className={classes.pill} data-state={status.state}>
      <Icon width={16} height={16} aria-hidden />
      {/* The pill does not wrap but at these breaks, so a narrow card reads 'Answering on
          (512) 555-0100, | needs attention'. The words stay one text, found as they read. */}
      <span className={classes.label}>
        {breakable(status.label).map((piece, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </span>
    </span>
  );
}

/** The state in a word or two, for where the number stands beside the pill. */
const SHORT_LABELS: Record<LiveState, string> = {
  live: 'Live',
  answering: 'Needs attention',
  off: 'Not answering calls',
};

/**
 * The pill in short: 'Live', 'Needs attention' or 'Not answering calls', the words every page
 * says an agent's state in (Home, My Agents, the hub, the profile).
 */
export function LiveStatePill({ state }: { state: LiveState }) {
  return <LivePill status={{ state, label: SHORT_LABELS[state] }} />;
}

/**
 * The pill in short ('Live', 'Needs attention') with the number callers dial beside it: one line
 * in a narrow card, where the server's long label ('Answering on +1 (512) 555-0100, needs attention')
 * would take three. The number is left out while no call reaches the agent.
 */
export function LiveStatusLine({ state, number }: { state: LiveState; number: string | null | undefined }) {
  return (
    <span className={classes.line}>
      <LiveStatePill state={state} />
      {number && state !== 'off' && <span className={classes.number}>{number}</span>}
    </span>
  );
}
