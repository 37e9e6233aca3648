import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CALLER_NOT_FOUND } from '@portal/shared/callers.plain';
import type { CallerDetail } from '@portal/shared/callers';
import { formatPhoneNumber } from '@portal/shared/phone-numbers.plain';
import { Link, useParams } from 'wouter';
import { StatStrip, type Stat } from '../../../components/ui/stat-strip';
import { BackLink } from '../../../components/ui/back-link';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { StatusMarker } from '../../../components/ui/status-marker';
import { ApiError, ownerMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCaller, useCallerCalls } from '../api/get-caller';
import { callerTitle, callerZone, formatAppointmentStart, formatOwnerTime } from '../lib/format';
import { CallerAppointments } from './caller-appointments';
import { CallerCalls } from './caller-calls';
import { CallerNote } from './caller-note';
import { CallerTexts } from './caller-texts';
import { DeleteCaller } from './delete-caller';
import { unbrokenTime } from '../../../lib/zoned-time';
import classes from './caller-page.module.css';

const back = <BackLink to={paths.callers}>Back to Callers</BackLink>;

/** A caller who is not (or no longer) the owner's: said plainly, with the way back. */
function CallerNotFound() {
  return (
    <Stack gap="lg" align="flex-start">
      {back}
      <Title order={1}>Caller not found</Title>
      <Text>{CALLER_NOT_FOUND}</Text>
      <Button component={Link} to={paths.callers} variant="default">
        See all callers
      </Button>
    </Stack>
  );
}

/**
 * The facts the directory lists, in one band: the number (unless it is the title), how many calls,
 * the last one and the next appointment. On a phone the short ones pair up.
 */
function callerStats(caller: CallerDetail, timeZone: string): Stat[] {
  const next = caller.nextAppointment;
  const named = !!caller.name?.trim();
  return [
    ...(named ? [{ label: 'Number', value: formatPhoneNumber(caller.number) }] : []),
    // On a phone a time takes a row of its own; the calls' count pairs with the number when there is one.
    { label: 'Calls', value: caller.calls, wide: !named },
    { label: 'Last call', value: unbrokenTime(formatOwnerTime(caller.lastCallAt, timeZone)), wide: true },
    {
      label: 'Next appointment',
      value: next ? (
        unbrokenTime(formatAppointmentStart(next, caller.timezone))
      ) : (
        <Text span inherit c="dimmed" fw={400}>
          None
        </Text>
      ),
      wide: true,
    },
  ];
}

/** The title, whether the number is blocked, and the facts the directory lists. */
function CallerHeader({ caller, timeZone }: { caller: CallerDetail; timeZone: string }) {
  return (
    <>
      <div>
        <div className={classes.titleLine}>
          <Title order={1} className={classes.title}>
            {callerTitle(caller)}
          </Title>
          {caller.blocked && <StatusMarker color="red">Blocked</StatusMarker>}
        </div>
        {caller.blocked && (
          <Text size="sm" c="dimmed" mt={4}>
            Their calls are refused before your agent answers.{' '}
            <Anchor component={Link} to={paths.blockedCallers} size="sm">
              Blocked callers
            </Anchor>
          </Text>
        )}
      </div>
      <StatStrip joined label="About this caller" stats={callerStats(caller, timeZone)} />
    </>
  );
}

/**
 * /callers/:callerId: one caller, with their calls, the note the agent is told when they call
 * again, the appointments agents booked for them and the texts with them (one card, a line each
 * while there are none), and Delete caller.
 */
export function CallerPage() {
  const callerId = useParams().callerId ?? '';
  const caller = useCaller(callerId);
  // Their calls say which clock the page reads (read once: the list below shares the answer).
  const calls = useCallerCalls(callerId);
  if (caller.isPending || calls.isPending) return <PageLoading label="Loading caller..." />;
  if (caller.isError) {
    if (caller.error instanceof ApiError && caller.error.status === 404) return <CallerNotFound />;
    return (
      <Stack gap="md">
        {back}
        <PageError title="Could not load the caller">
          {ownerMessage(caller.error, 'Check your connection and try again.')}
        </PageError>
      </Stack>
    );
  }
  const title = callerTitle(caller.data);
  const timeZone = callerZone(calls.data?.pages[0]?.calls, caller.data.timezone);
  return (
    <Stack gap="lg">
      {back}
      <CallerHeader caller={caller.data} timeZone={timeZone} />
      {/* One column of cards at every width, each as tall as what it holds: beside one another, a
          caller with one call left a short card next to a tall one. */}
      <CallerCalls callerId={caller.data.id} />
      <CallerNote key={caller.data.id} callerId={caller.data.id} note={caller.data.note} />
      <Paper withBorder radius="md">
        <CallerAppointments appointments={caller.data.appointments} ownerZone={caller.data.timezone} />
        <CallerTexts callerId={caller.data.id} timeZone={timeZone} />
      </Paper>
      <DeleteCaller callerId={caller.data.id} title={title} />
    </Stack>
  );
}
