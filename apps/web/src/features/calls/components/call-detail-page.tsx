import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { callAgentLabel, endedReasonLabel, formatDuration } from '@portal/shared/calls.plain';
import { callerDetails, type CallerDetail } from '@portal/shared/caller-details.plain';
import type { CallDetail } from '@portal/shared/calls';
import IconAlertCircle from '~icons/tabler/alert-circle';
import IconCircleCheck from '~icons/tabler/circle-check';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { BlockCallerButton } from '../../../components/blocked-callers/block-caller-button';
import { CallerBlockNote } from '../../../components/blocked-callers/caller-block-note';
import { useCallerBlock } from '../../../components/blocked-callers/use-caller-block';
import { BackLink } from '../../../components/ui/back-link';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { paths } from '../../../lib/paths';
import { useTexts } from '../../../lib/texts/get-texts';
import { useCall } from '../api/get-call';
import { callerOf, formatCost, formatDateTime, readAppointment, safeHref } from '../lib/format';
import { AppointmentCard } from './appointment-card';
import { AppointmentChanges } from './appointment-changes';
import { CallDeletion, deletedOn } from './call-deletion';
import { CallTexts } from './call-texts';
import { FactList } from './fact-list';
import { TranscriptView } from './transcript-view';
import { unbrokenTime } from '../../../lib/zoned-time';
import classes from './call-detail-page.module.css';
import { OutcomeSection } from './outcome-section';
import { HandledNote } from './handled-note';
import { MarkHandledButton } from './mark-handled-button';

/**
 * What the owner is to do, in a sentence: the kind of matter and who left it are the outcome's and
 * the facts' below, so it says the next step, calling back the caller by the name they gave.
 */
function nextStepOf(call: CallDetail, callerName: string | undefined): string {
  const whom = callerName ?? 'the caller';
  return call.urgent
    ? `Call ${whom} back as soon as you can, then mark it handled.`
    : `Call ${whom} back, then mark it handled.`;
}

/**
 * An urgent matter or a message is the owner's to deal with, and to mark handled once done: said
 * first on the page, under its title, until it is handled.
 */
function ForTheOwner({ call, callerName }: { call: CallDetail; callerName: string | undefined }) {
  if (!call.urgent && call.outcomeKind !== 'message_taken') return null;
  const handled = call.handledAt !== null;
  const Icon = handled ? IconCircleCheck : IconAlertCircle;
  return (
    <Group
      className={classes.note}
      data-tone={handled ? 'handled' : call.urgent ? 'red' : 'orange'}
      justify="space-between"
      wrap="wrap"
      gap="xs"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.why}>
        <span className={classes.icon}>
          <Icon width={18} height={18} aria-hidden />
        </span>
        {handled ? (
          <HandledNote call={call} />
        ) : (
          <div>
            <Text size="sm" fw={600} c="inherit">
              Needs your attention
            </Text>
            <Text size="sm" c="inherit">
              {nextStepOf(call, callerName)}
            </Text>
          </div>
        )}
      </Group>
      <MarkHandledButton callId={call.id} handled={handled} />
    </Group>
  );
}

/**
 * Who called: their number, a link to their page when they are in the directory. The name they
 * gave is among what they told the agent below, so it is not said twice.
 */
function callerFact(call: CallDetail): ReactNode {
  if (!call.callerId) return callerOf(call);
  return (
    <Anchor component={Link} to={paths.caller(call.callerId)} inherit>
      {callerOf(call)}
    </Anchor>
  );
}

/**
 * The call's facts, each label above its value (on a phone beside it, each fact on one line); one
 * the platform never gave is left out.
 */
function Facts({ call }: { call: CallDetail }) {
  const facts: [string, ReactNode][] = [
    ['Agent', callAgentLabel(call)],
    // Which published configuration answered: a test of a draft, or a call before versions, has none.
    ['Version', call.agentVersion === null ? null : String(call.agentVersion)],
    ['Caller', callerFact(call)],
    ['Started', unbrokenTime(formatDateTime(call.startedAt ?? call.createdAt, call.agentTimezone))],
    ['Duration', call.durationSeconds === null ? null : formatDuration(call.durationSeconds)],
    ['Ended', call.endedReason ? endedReasonLabel(call.endedReason) : null],
    ['Cost', formatCost(call.cost)],
  ];
  return <FactList facts={facts.filter((fact) => fact[1] !== null)} beside />;
}

/**
 * What the agent took down about the caller, less what the page shows already: the number that
 * called, and the message.
 */
function detailsOf(call: CallDetail): CallerDetail[] {
  if (!call.outcome) return [];
  return callerDetails(call.outcome, {
    moment: (iso) => formatDateTime(iso, call.agentTimezone),
    shownElsewhere: [call.customerNumber, call.outcome.message],
  });
}

/**
 * /calls/:callId: one call's facts, summary, recording, appointment, texts and full transcript, and
 * deleting its recording and transcript (or when they were deleted).
 */
export function CallDetailPage() {
  const callId = useParams().callId ?? '';
  const call = useCall(callId);
  // Read beside the call, not after it: the texts need only its id.
  const texts = useTexts({ callId });
  // Only a caller with a number can be blocked (a browser test call has none).
  const blocking = useCallerBlock(call.data?.customerNumber ?? null);
  const back = <BackLink to={paths.calls}>Back to Calls</BackLink>;
  if (call.isPending) return <PageLoading label="Loading call..." />;
  if (call.isError) {
    return (
      <Stack gap="md">
        {back}
        <PageError title="Could not load the call">{call.error.message}</PageError>
      </Stack>
    );
  }
  const recording =
    safeHref(call.data.recordingUrl) ?? (call.data.recordingUrl?.startsWith('/') ? call.data.recordingUrl : null);
  const appointment = readAppointment(call.data.appointment);
  const details = detailsOf(call.data);
  const callerName = details.find((detail) => detail.kind === 'name')?.value;
  // The booking the card above shows is not said again among the call's changes to bookings.
  const changes = call.data.appointmentChanges.filter(
    (change) =>
      !(change.kind === 'booked' && appointment && Date.parse(change.start) === Date.parse(appointment.start)),
  );
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1}>Call details</Title>
        {blocking.number && <BlockCallerButton blocking={blocking} />}
      </Group>
      <CallerBlockNote blocking={blocking} />
      <ForTheOwner call={call.data} callerName={callerName} />
      <Card withBorder padding="md" radius="md">
        <Stack gap="md" className={classes.sections}>
          <Facts call={call.data} />
          <div>
            <Title order={2} size="h5" className={classes.heading}>
              Summary
            </Title>
            {call.data.summary ? <Text>{call.data.summary}</Text> : <Text c="dimmed">No summary.</Text>}
          </div>
          {call.data.artifactsDeletedAt && <Text fw={600}>{deletedOn(call.data)}</Text>}
          {call.data.outcome && <OutcomeSection outcome={call.data.outcome} details={details} />}
          {recording && (
            <div>
              <Title order={2} size="h5" className={classes.heading}>
                Recording
              </Title>
              <audio controls preload="none" src={recording} aria-label="Call recording" style={{ width: '100%' }} />
            </div>
          )}
        </Stack>
      </Card>
      {appointment && (
        <AppointmentCard appointment={appointment} timeZone={call.data.agentTimezone} callerName={callerName} />
      )}
      {changes.length > 0 && (
        <AppointmentChanges
          changes={changes}
          timeZone={call.data.agentTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
        />
      )}
      <CallTexts texts={texts} moment={(iso) => formatDateTime(iso, call.data.agentTimezone)} />
      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="transcript-title">
        <Title order={2} size="h4" mb="sm" id="transcript-title">
          Transcript
        </Title>
        {call.data.artifactsDeletedAt ? (
          <Text c="dimmed">{deletedOn(call.data)}</Text>
        ) : (
          <TranscriptView transcript={call.data.transcript} agentName={call.data.agentName} />
        )}
      </Card>
      <CallDeletion call={call.data} />
    </Stack>
  );
}
