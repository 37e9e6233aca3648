import { Badge, Box, Skeleton, Text } from '@mantine/core';
import IconArrowRight from '~icons/tabler/arrow-right';
import { NavTile, type NavTileProps } from '../../../components/ui/nav-tile';
import type { PartStatus } from '../lib/status-lines';
import classes from './connect-tile.module.css';

/** What a tile's status shows: a placeholder while it is read, then how the part stands, or why not. */
export type TileStatus =
  { state: 'loading' } | { state: 'error'; text: string } | { state: 'ready'; status: PartStatus };

const BADGE_COLORS: Record<PartStatus['tone'], string> = { ok: 'green', attention: 'orange', off: 'gray' };

/**
 * The status as a badge, a detail when there is one (the number that answers, the Google account)
 * and what the tile leads to doing, written as a link would be (the whole tile is the link, so it
 * is text, not a second link).
 */
function Status({ status }: { status: PartStatus }) {
  return (
    <>
      <Badge color={BADGE_COLORS[status.tone]} variant="light" size="lg" className={classes.badge}>
        {status.badge}
      </Badge>
      {status.detail && (
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.detail} title={status.detail}>
          {status.detail}
        </Text>
      )}
      <Text size="sm" fw={600} className={classes.action}>
        {status.action} <IconArrowRight width={14} height={14} aria-hidden className={classes.arrow} />
      </Text>
    </>
  );
}

/**
 * At least as tall as a badge and two lines, whatever it holds, so the tile does not move when the
 * status arrives: an address is never cut on a phone (its line wraps, the one case that takes a
 * line more), and a detail longer than two lines ends in an ellipsis (read whole by a screen
 * reader, shown whole on its own page).
 */
function StatusArea({ status }: { status: TileStatus }) {
  return (
    <Box className={classes.status} data-testid="connect-status">
      {status.state === 'loading' ? (
        <>
          <Skeleton height={26} width={110} radius="xl" aria-hidden />
          <Skeleton height={10} width="60%" radius="xl" mt={6} aria-hidden />
        </>
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

type Props = Omit<NavTileProps, 'children'> & { status: TileStatus };

/** A way into one part of the hub, with its live status under the line on what is there. */
export function ConnectTile({ status, ...tile }: Props) {
  return (
    <NavTile {...tile}>
      <StatusArea status={status} />
    </NavTile>
  );
}
