import { Box, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatusMarker, type MarkerColor } from '../../../components/ui/status-marker';
import type { PartStatus } from '../lib/status-lines';
import classes from './connect-tile.module.css';

/** What a tile's status shows: a placeholder while it is read, then how the part stands, or why not. */
export type TileStatus =
  { state: 'loading' } | { state: 'error'; text: string } | { state: 'ready'; status: PartStatus };

const MARKER_COLORS: Record<PartStatus['tone'], MarkerColor> = { ok: 'green', attention: 'orange' };

/** The status as a marker (a dot and a word, as Home and the hub say it) with its detail beside it. */
function Status({ status }: { status: PartStatus }) {
  return (
    <>
      <StatusMarker color={MARKER_COLORS[status.tone]}>{status.label}</StatusMarker>
      {status.detail && (
        <Text size="sm" c="dimmed" className={classes.detail}>
          {status.detail}
        </Text>
      )}
    </>
  );
}

/** One line's height for the marker and its detail whatever it holds, so the row does not move when the status arrives. */
function StatusArea({ status }: { status: TileStatus }) {
  return (
    <Box className={classes.status} data-testid="connect-status">
      {status.state === 'loading' ? (
        <Skeleton height={20} width={200} radius="xl" aria-hidden />
      ) : status.state === 'error' ? (
        <Text size="sm" fw={500} c="red.9">
          {status.text}
        </Text>
      ) : (
        <Status status={status.status} />
      )}
    </Box>
  );
}

type Props = { to: string; title: string; text: string; mark: ReactNode; status: TileStatus };

/**
 * One connection as a row that is one link: mark, name, what it is for and how it stands, then
 * what the row leads to doing, written as a link would be (the whole row is the link, so it is
 * text, not a second link), and a chevron.
 */
export function ConnectTile({ to, title, text, mark, status }: Props) {
  return (
    <Link to={to} className={classes.row}>
      <span className={classes.mark}>{mark}</span>
      <span className={classes.about}>
        <Text component="span" fw={600}>
          {title}
        </Text>
        <Text component="span" size="sm" c="dimmed">
          {text}
        </Text>
        <StatusArea status={status} />
      </span>
      <Text component="span" size="sm" fw={600} className={classes.action}>
        {status.state === 'ready' && status.status.action}
      </Text>
    </Link>
  );
}
