import { Stack, Text, Title } from '@mantine/core';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../lib/paths';
import { useCalendarStatus } from '../api/get-calendar-status';
import { useAuthStatusBanner } from '../hooks/use-auth-status-banner';
import { calendarErrors } from '../messages';
import { AuthStatusBanner } from './auth-status-banner';
import { CalendarStatusCard } from './calendar-status-card';

/** /calendar: the Google Calendar connection and the result of a return from Google. */
export function CalendarPage() {
  const status = useCalendarStatus();
  const { banner, dismiss } = useAuthStatusBanner();
  return (
    <Stack gap="lg">
      <BackLink to={paths.connect}>Back to Connect My Agent</BackLink>
      <div>
        <Title order={1}>Calendar</Title>
        <Text c="dimmed" mt={4}>
          Where your agents look for free times and book appointments.
        </Text>
      </div>
      {banner && <AuthStatusBanner banner={banner} onClose={dismiss} />}
      {status.isPending ? (
        <PageLoading label="Loading calendar status..." />
      ) : status.isError ? (
        <PageError title="Could not load the calendar status">{calendarErrors.status(status.error)}</PageError>
      ) : (
        <CalendarStatusCard status={status.data} />
      )}
    </Stack>
  );
}
