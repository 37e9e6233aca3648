import { Box, Skeleton, Text } from '@mantine/core';
import { NavTile, type NavTileProps } from '../../../components/ui/nav-tile';

/** What a tile's status line shows: a placeholder while it is read, then the status or why not. */
export type TileStatus = { state: 'loading' } | { state: 'ready' | 'error'; text: string };

/** Small text, one line tall. */
const LINE = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))';

/**
 * Always two lines tall, whatever it holds, so the tile does not move when the status arrives: a
 * number or an address is never cut on a phone (the line wraps), and anything longer than two
 * lines ends in an ellipsis (read whole by a screen reader, shown whole on its own page).
 */
function StatusLine({ status }: { status: TileStatus }) {
  return (
    <Box h={`calc(2 * ${LINE})`} data-testid="connect-status">
      {status.state === 'loading' ? (
        <Box h={LINE} display="flex" style={{ alignItems: 'center' }}>
          <Skeleton height={10} width="60%" radius="xl" aria-hidden />
        </Box>
      ) : (
        <Text
          size="sm"
          fw={500}
          c={status.state === 'error' ? 'red.9' : undefined}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
          title={status.text}
        >
          {status.text}
        </Text>
      )}
    </Box>
  );
}

type Props = Omit<NavTileProps, 'children'> & { status: TileStatus };

/** A way into one part of the hub, with its live status under the line on what is there. */
export function ConnectTile({ status, ...tile }: Props) {
  return (
    <NavTile {...tile}>
      <StatusLine status={status} />
    </NavTile>
  );
}
