import { CALL_OUTCOME_OUTPUT_NAME } from '@portal/shared/call-outcome';
import { webhookPayloadSchema, type CreatedWebhookEndpoint, type WebhookEventType } from '@portal/shared/webhooks';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords, ownerEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bookingOwner } from '../calls/booking/testing.ts';
import { recordLiveStates } from '../go-live/live-states.repo.ts';
import { endOfCallReport, vapiCall } from '../calls/vapi-fixtures.testing.ts';
import { withRecordedJobs } from '../notifications/testing.ts';
import { startReceiver, verified, type Receiver } from './testing.ts';
import { CALL_EVENTS_JOB } from './webhooks.jobs.ts';
import { DELIVER_JOB } from './webhook-delivery.service.ts';

/**
 * Where events come from, as the app is wired: a call that books, reported by the voice platform,
 * queues the call's events; they are recorded once and sent once to each endpoint that chose them,
 * however often the report or the job comes again. An outcome found later adds what it says.
 */

const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const tomorrow = now.plus({ days: 1 }).toISODate()!;
const JANE = '+15125550123';

let t: TestApp;
let receiver: Receiver;
let setup: Awaited<ReturnType<typeof bookingOwner>>;
let jobs: Awaited<ReturnType<typeof withRecordedJobs>>;
let endpoint: CreatedWebhookEndpoint;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ listen: true, now: () => now.toJSDate(), env: { WEBHOOK_ALLOW_HOSTS: receiver.host } });
  setup = await bookingOwner(t, 'hooked', '+15125550179');
  jobs = await withRecordedJobs(t, () => now.toJSDate());
  const events: WebhookEventType[] = ['call.ended', 'appointment.booked', 'message.taken', 'agent.went_live'];
  const created = await setup.owner.json('/api/webhook-endpoints', 'POST', { url: receiver.url, events });
  endpoint = (await created.json()) as CreatedWebhookEndpoint;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** Runs every queued job of these names not run yet, as pg-boss's workers would, until none is left. */
async function runQueued(...names: string[]) {
  let runs = 0;
  for (let job = jobs.queued.find((entry) => names.includes(entry.name)); job;) {
    jobs.queued.splice(jobs.queued.indexOf(job), 1);
    await jobs.run(job.name, job.data);
    runs += 1;
    job = jobs.queued.find((entry) => names.includes(entry.name));
  }
  return runs;
}

const arrivedTypes = () => receiver.bodies().map((body) => body.type);

describe('a call that books', () => {
  let vapiCallId: string;

  it('sends call.ended and appointment.booked once each, signed, in the shared shapes', async () => {
    const played = await setup.simulate(JANE, [
      {
        tool: 'book_appointment',
        arguments: { start: `${tomorrow}T10:00`, full_name: 'Jane Doe', phone_number: JANE },
      },
    ]);
    vapiCallId = played.callId;
    // The platform reports the end to this app as wired with its jobs (a report may come twice).
    const call = vapiCall({ id: vapiCallId, assistantId: setup.agent.vapiAgentId, customerNumber: JANE });
    const report = endOfCallReport(call, { transcript: 'User: Can I book a cleaning tomorrow at 10?' });
    expect((await jobs.webhook(report)).status).toBe(200);
    expect((await jobs.webhook(report)).status).toBe(200);
    await runQueued(CALL_EVENTS_JOB, DELIVER_JOB);

    expect(arrivedTypes().sort()).toEqual(['appointment.booked', 'call.ended']);
    const [record] = await t.db.select().from(callRecords).where(eq(callRecords.vapiCallId, vapiCallId));
    for (const entry of receiver.received) {
      const payload = verified(endpoint.secret, entry) as { type: 'call.ended' | 'appointment.booked' };
      const { data } = webhookPayloadSchema(payload.type).parse(payload);
      expect(data).toMatchObject({
        callId: record!.id,
        callType: 'phone',
        agent: { id: setup.agent.id, name: 'Booker' },
        caller: { number: JANE, name: 'Jane Doe' },
        url: `${t.config.publicUrl}/calls/${record!.id}`,
      });
    }
    const booked = receiver.bodies().find((body) => body.type === 'appointment.booked')!;
    expect(booked.data).toMatchObject({ service: 'Appointment', timezone: 'America/New_York' });
    expect(DateTime.fromISO(booked.data.start as string).toMillis()).toBe(
      DateTime.fromISO(`${tomorrow}T10:00`, { zone: 'America/New_York' }).toMillis(),
    );
    const ended = receiver.bodies().find((body) => body.type === 'call.ended')!;
    expect(ended.data.outcome).toMatchObject({ kind: 'booked', label: 'Appointment booked' });
  });

  it('sends nothing more when the job runs again or the report comes again', async () => {
    const before = receiver.received.length;
    await jobs.run(CALL_EVENTS_JOB, { callId: (await recordId(vapiCallId))! });
    const call = vapiCall({ id: vapiCallId, assistantId: setup.agent.vapiAgentId, customerNumber: JANE });
    await jobs.webhook(endOfCallReport(call, { transcript: 'User: Can I book a cleaning tomorrow at 10?' }));
    await runQueued(CALL_EVENTS_JOB, DELIVER_JOB);
    expect(receiver.received).toHaveLength(before);
  });

  it('adds message.taken when a later outcome says a message was taken, once', async () => {
    const before = receiver.received.length;
    const call = vapiCall({ assistantId: setup.agent.vapiAgentId, customerNumber: '+15125550124' });
    await jobs.webhook(endOfCallReport(call, { transcript: 'User: Please call me back.' }));
    await runQueued(CALL_EVENTS_JOB, DELIVER_JOB);
    expect(arrivedTypes().slice(before)).toEqual(['call.ended']);
    // The transcript's reading finds the outcome later; the app queues the call's events again.
    const id = (await recordId(call.id))!;
    const outcome = {
      outcome: 'message_taken' as const,
      urgent: false,
      unansweredQuestions: [],
      message: 'Call me back about the invoice',
      collected: [],
    };
    await t.db.update(callRecords).set({ outcome }).where(eq(callRecords.id, id));
    await jobs.run(CALL_EVENTS_JOB, { callId: id });
    await jobs.run(CALL_EVENTS_JOB, { callId: id });
    await runQueued(DELIVER_JOB);
    expect(arrivedTypes().slice(before)).toEqual(['call.ended', 'message.taken']);
    expect(receiver.bodies().at(-1)!.data).toMatchObject({ message: 'Call me back about the invoice' });
  });

  it('marks the owner’s own test call from the browser as a test', async () => {
    const before = receiver.received.length;
    // A web call has no caller number.
    const { customer: _none, ...web } = { ...vapiCall({ assistantId: setup.agent.vapiAgentId }), type: 'webCall' };
    const call = web as ReturnType<typeof vapiCall>;
    const structured = {
      'c0ffee00-0000-4000-8000-000000000001': {
        name: CALL_OUTCOME_OUTPUT_NAME,
        result: { outcome: 'answered', urgent: false, unansweredQuestions: [], collected: [] },
      },
    };
    await jobs.webhook(endOfCallReport(call, { transcript: 'User: Hi', structuredOutputs: structured }));
    await runQueued(CALL_EVENTS_JOB, DELIVER_JOB);
    expect(
      receiver
        .bodies()
        .slice(before)
        .map((body) => [body.type, body.data.callType]),
    ).toEqual([['call.ended', 'test']]);
  });
});

describe('an agent that goes live and stops', () => {
  it('records each transition once, and sends the ones the endpoint chose', async () => {
    const agentId = setup.agent.id;
    const userId = setup.owner.id;
    const record = (live: boolean, at: string) =>
      recordLiveStates(
        t.db,
        [{ agentId, userId, agentName: 'Booker', live, liveNumber: '(512) 555-0179' }],
        new Date(at),
      );
    await record(true, '2030-03-12T12:00:00Z');
    await record(true, '2030-03-12T12:05:00Z');
    await record(false, '2030-03-12T13:00:00Z');
    await record(false, '2030-03-12T13:05:00Z');
    await record(true, '2030-03-12T14:00:00Z');
    const recorded = await t.db
      .select({ type: ownerEvents.type, occurredAt: ownerEvents.occurredAt })
      .from(ownerEvents)
      .where(and(eq(ownerEvents.userId, userId), eq(ownerEvents.orderingKey, `agent:${agentId}`)))
      .orderBy(ownerEvents.seq);
    expect(recorded.map((event) => [event.type, event.occurredAt.toISOString()])).toEqual([
      ['agent.went_live', '2030-03-12T12:00:00.000Z'],
      ['agent.stopped_answering', '2030-03-12T13:00:00.000Z'],
      ['agent.went_live', '2030-03-12T14:00:00.000Z'],
    ]);
    // Recorded where no job is queued: the sweep fans them out.
    const before = receiver.received.length;
    await jobs.run('webhook-sweep');
    await runQueued(DELIVER_JOB);
    expect(arrivedTypes().slice(before)).toEqual(['agent.went_live', 'agent.went_live']);
    expect(receiver.bodies().at(-1)!.data).toEqual({
      agent: { id: agentId, name: 'Booker' },
      number: '(512) 555-0179',
    });
  });
});

async function recordId(vapiCallId: string) {
  const [row] = await t.db
    .select({ id: callRecords.id })
    .from(callRecords)
    .where(eq(callRecords.vapiCallId, vapiCallId));
  return row?.id;
}
