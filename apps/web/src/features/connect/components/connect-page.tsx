import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import IconPhoneCall from '~icons/tabler/phone-call';
import { GoogleMark } from '../../../components/ui/brand-mark';
import { paths } from '../../../lib/paths';
import { useConnectCalendar, useConnectNumbers } from '../api/get-connect-status';
import { calendarStatus, numbersStatus, type PartStatus } from '../lib/status-lines';
import { ConnectTile, type TileStatus } from './connect-tile';
import classes from './connect-tile.module.css';

/** A read as a tile's status: its placeholder, how the part stands, or a short note that it failed. */
function statusOf<T>(query: UseQueryResult<T>, standing: (data: T) => PartStatus, failed: string): TileStatus {
  if (query.data !== undefined) return { state: 'ready', status: standing(query.data) };
  return query.isError ? { state: 'error', text: failed } : { state: 'loading' };
}

/**
 * /connect: the two ways to connect an agent, as a settings page lists its integrations: one
 * row each, with its mark (the phone, Google's G), what it is for, how it stands now and what
 * the row leads to.
 */
export function ConnectPage() {
  const numbers = useConnectNumbers();
  const calendar = useConnectCalendar();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Connect My Agent</Title>
        <Text c="dimmed" mt={4}>
          The number your callers dial, and the calendar your agent books appointments in.
        </Text>
      </div>
      <ul className={classes.list} aria-label="Connections">
        <li>
          <ConnectTile
            to={paths.phoneNumbers}
            title="Get Your Agent's Phone"
            text="Buy a phone number and choose which agent answers it."
            mark={
              // The tile of the calendar's mark below (white, a hairline), the phone in the links' blue.
              <span className={classes.iconTile} aria-hidden>
                <IconPhoneCall width={22} height={22} />
              </span>
            }
            status={statusOf(numbers, numbersStatus, 'Could not load your numbers.')}
          />
        </li>
        <li>
          <ConnectTile
            to={paths.calendar}
            title="Connect Your Calendar"
            text="Let your agent check availability and book appointments in Google Calendar."
            mark={<GoogleMark />}
            status={statusOf(calendar, calendarStatus, 'Could not check your calendar.')}
          />
        </li>
      </ul>
    </Stack>
  );
}
