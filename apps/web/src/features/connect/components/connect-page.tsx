import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import IconCalendarEvent from '~icons/tabler/calendar-event';
import IconPhoneCall from '~icons/tabler/phone-call';
import { paths } from '../../../lib/paths';
import { useConnectCalendar, useConnectNumbers } from '../api/get-connect-status';
import { calendarStatus, numbersStatus, type PartStatus } from '../lib/status-lines';
import { ConnectTile, type TileStatus } from './connect-tile';

/** A read as a tile's status: its placeholder, how the part stands, or a short note that it failed. */
function statusOf<T>(query: UseQueryResult<T>, standing: (data: T) => PartStatus, failed: string): TileStatus {
  if (query.data !== undefined) return { state: 'ready', status: standing(query.data) };
  return query.isError ? { state: 'error', text: failed } : { state: 'loading' };
}

/** /connect: the two ways to connect an agent, each with how it stands now. */
export function ConnectPage() {
  const numbers = useConnectNumbers();
  const calendar = useConnectCalendar();
  return (
    <Stack gap="lg">
      <Title order={1}>Connect My Agent</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ConnectTile
          to={paths.phoneNumbers}
          title="Get Your Agent's Phone"
          text="Buy a phone number and choose which agent answers it."
          icon={IconPhoneCall}
          status={statusOf(numbers, numbersStatus, 'Could not load your numbers.')}
        />
        <ConnectTile
          to={paths.calendar}
          title="Connect Your Calendar"
          text="Let your agent check availability and book appointments in Google Calendar."
          icon={IconCalendarEvent}
          status={statusOf(calendar, calendarStatus, 'Could not check your calendar.')}
        />
      </SimpleGrid>
    </Stack>
  );
}
