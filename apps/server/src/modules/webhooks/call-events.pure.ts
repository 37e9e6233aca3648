import { CALL_OUTCOME_LABELS, isUrgentOutcome, type CallOutcome } from '@portal/shared/call-outcome';
import { appointmentTypeOf, type AppointmentChange } from '@portal/shared/callers.plain';
import type { WebhookEventData } from '@portal/shared/webhooks';
import type { OwnerEvent } from '../../db/owner-events.ts';

/** What the events of one ended call are made from. */
export type CallForEvents = {
  id: string;
  userId: string;
  agentId: string | null;
  agentName: string | null;
  timezone: string | null;
  type: string | null;
  customerNumber: string | null;
  calledNumber: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
  summary: string | null;
  outcome: CallOutcome | null;
  appointment: Record<string, unknown> | null;
  appointmentChanges: AppointmentChange[];
  createdAt: Date;
};

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The outcome as a webhook says it: every field present, null where the agent gave nothing. */
function outcomeData(outcome: CallOutcome) {
  return {
    kind: outcome.outcome,
    label: CALL_OUTCOME_LABELS[outcome.outcome],
    urgent: isUrgentOutcome(outcome),
    message: text(outcome.message),
    reason: text(outcome.reason),
    callerEmail: text(outcome.callerEmail),
    collected: outcome.collected.map(({ item, value }) => ({ item, value })),
    unansweredQuestions: [...outcome.unansweredQuestions],
  };
}

/**
 * The owner events one ended call makes: each booking change it made (in the order made), its end
 * with what came of it, and a message or an urgent matter when its outcome says so. Each has a
 * key of the call, so running this again (a second report, an outcome found later by reading the
 * transcript) records only what the first run could not know of. The owner's test calls from the
 * browser send events too, marked `test`.
 */
export function callEvents(call: CallForEvents, links: { call: string }): OwnerEvent[] {
  const occurredAt = call.endedAt ?? call.createdAt;
  const booked = typeof call.appointment?.name === 'string' ? call.appointment.name : null;
  const common = {
    callId: call.id,
    callType: call.type === 'webCall' ? ('test' as const) : ('phone' as const),
    agent: call.agentId ? { id: call.agentId, name: call.agentName ?? '' } : null,
    caller: { number: call.customerNumber, name: text(call.outcome?.callerName) ?? text(booked) },
    url: links.call,
  };
  const base = { userId: call.userId, occurredAt };
  const events: OwnerEvent[] = call.appointmentChanges.map((change, index) => {
    const appointment = {
      ...common,
      appointmentId: change.appointmentId,
      summary: change.summary,
      service: appointmentTypeOf(change.summary),
      timezone: call.timezone,
    };
    const ordered = { ...base, orderingKey: `appointment:${change.appointmentId}` };
    const key = (type: string) => `${type}:${call.id}:${index}`;
    if (change.kind === 'booked') {
      const data = { ...appointment, start: change.start };
      return { ...ordered, type: 'appointment.booked', key: key('appointment.booked'), data };
    }
    if (change.kind === 'rescheduled') {
      const data = { ...appointment, from: change.from, to: change.to };
      return { ...ordered, type: 'appointment.rescheduled', key: key('appointment.rescheduled'), data };
    }
    const data = { ...appointment, start: change.start, reason: change.reason };
    return { ...ordered, type: 'appointment.cancelled', key: key('appointment.cancelled'), data };
  });

  const ended: WebhookEventData['call.ended'] = {
    ...common,
    calledNumber: call.calledNumber,
    startedAt: call.startedAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
    durationSeconds: call.durationSeconds,
    summary: text(call.summary),
    outcome: call.outcome ? outcomeData(call.outcome) : null,
  };
  events.push({ ...base, orderingKey: null, type: 'call.ended', key: `call.ended:${call.id}`, data: ended });

  const { outcome } = call;
  const said = outcome && {
    ...common,
    message: text(outcome.message),
    reason: text(outcome.reason),
    collected: outcome.collected.map(({ item, value }) => ({ item, value })),
  };
  if (said && outcome.outcome === 'message_taken') {
    events.push({ ...base, orderingKey: null, type: 'message.taken', key: `message.taken:${call.id}`, data: said });
  }
  if (said && isUrgentOutcome(outcome)) {
    events.push({ ...base, orderingKey: null, type: 'urgent.matter', key: `urgent.matter:${call.id}`, data: said });
  }
  return events;
}
