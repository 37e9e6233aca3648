import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ATTEMPT_FAILURES,
  webhookAddressRefused,
  webhookErrorStatus,
  webhookPortRefused,
  webhookPayloadSchema,
  webhookRedirected,
  type WebhookEventType,
} from '@portal/shared/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordOwnerEvents, type OwnerEvent } from '../../db/owner-events.ts';
import { ownerEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { signedInUser } from '../../testing/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordedWebhookJobs, startReceiver, verified, webhooksDeps, type Receiver } from './testing.ts';
import { attemptDelivery, fanOutEvent, forgetOldDeliveries, sweep } from './webhook-delivery.service.ts';
import { createEndpoint, updateEndpoint } from './webhook-endpoints.service.ts';

/**
 * Delivery as the jobs run it, on a clock the test moves: each event once per endpoint, retried
 * on a schedule for a day, in order per appointment, an endpoint failing for three days switched
 * off with one e-mail, and the address checked again at every try.
 */

const START = new Date('2030-03-12T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let receiver: Receiver;
let userId: string;
let clock: { now: Date };
let queue: ReturnType<typeof recordedWebhookJobs>;
let deps: ReturnType<typeof webhooksDeps>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp();
  userId = (await signedInUser(t, 'deliveries')).id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  clock = { now: START };
  queue = recordedWebhookJobs();
  deps = webhooksDeps(t.db, { clock, allowHosts: [receiver.host], jobs: queue.jobs, timeoutMs: 2000 });
  await receiver.up();
  receiver.answer('ok');
  receiver.received.length = 0;
  // Each test starts with no endpoint and no events of its own.
  await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  await t.db.delete(ownerEvents).where(eq(ownerEvents.userId, userId));
});

const at = (ms: number) => new Date(START.getTime() + ms);

async function endpoint(events: WebhookEventType[], url = receiver.url) {
  return createEndpoint(deps, userId, { url, description: '', events });
}

/** An event of an appointment, as a call records it. */
function appointmentEvent(type: 'appointment.booked' | 'appointment.rescheduled', appointmentId: string, when: Date) {
  const common = {
    callId: randomUUID(),
    callType: 'phone' as const,
    agent: null,
    caller: { number: '+15125550123', name: 'Jane Doe' },
    url: 'https://portal.example.com/calls/x',
    appointmentId,
    summary: 'Cleaning – Jane Doe',
    service: 'Cleaning',
    timezone: 'America/New_York',
  };
  const base = {
    userId,
    orderingKey: `appointment:${appointmentId}`,
    occurredAt: when,
    key: `${type}:${randomUUID()}`,
  };
  return type === 'appointment.booked'
    ? ({ ...base, type, data: { ...common, start: '2030-03-13T14:00:00.000Z' } } satisfies OwnerEvent)
    : ({
        ...base,
        type,
        data: { ...common, from: '2030-03-13T14:00:00.000Z', to: '2030-03-14T15:00:00.000Z' },
      } satisfies OwnerEvent);
}

function testEventOf(key: string, when: Date): OwnerEvent {
  return {
    userId,
    type: 'agent.went_live',
    key,
    orderingKey: null,
    occurredAt: when,
    data: { agent: { id: randomUUID(), name: 'Front Desk' }, number: '(512) 555-0100' },
  };
}

/** Moves the clock, then runs the sweep and every job it and the tries queue, as the server would. */
async function runAt(when: Date) {
  clock.now = when;
  await sweep(deps);
  await queue.drain(deps);
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('a receiver that is down for a while', () => {
  it('gets every event once it is back, none twice, each appointment’s in the order they happened', async () => {
    const { endpoint: target, secret } = await endpoint(['appointment.booked', 'appointment.rescheduled']);
    await receiver.down();
    const first = randomUUID();
    const second = randomUUID();
    await recordOwnerEvents(t.db, [
      appointmentEvent('appointment.booked', first, at(0)),
      appointmentEvent('appointment.booked', second, at(1000)),
      appointmentEvent('appointment.rescheduled', first, at(2000)),
    ]);
    await runAt(at(0));
    // The rescheduling waits for the booking: only the two heads of line were tried.
    const tried = (await deliveriesOf(target.id)).filter((row) => row.attempts > 0);
    expect(tried.map((row) => row.error)).toEqual([WEBHOOK_ATTEMPT_FAILURES.refused, WEBHOOK_ATTEMPT_FAILURES.refused]);
    for (let minutes = 1; minutes <= 90; minutes += 1) await runAt(at(minutes * MINUTE));
    expect(receiver.received).toHaveLength(0);
    // Tried after 1, 2, 4, 8, 16, 32 minutes: at 0, 1, 3, 7, 15, 31, 63.
    const booking = (await deliveriesOf(target.id)).find((row) => row.eventType === 'appointment.booked')!;
    expect([booking.attempts, booking.status, booking.nextAttemptAt]).toEqual([7, 'pending', at(127 * MINUTE)]);

    await receiver.up();
    await runAt(at(127 * MINUTE));
    await runAt(at(130 * MINUTE));
    const rows = await deliveriesOf(target.id);
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const arrived = receiver.received.map((entry) => {
      const payload = verified(secret, entry) as { type: 'appointment.booked' };
      return { id: entry.headers['webhook-id'], ...webhookPayloadSchema(payload.type).parse(payload) };
    });
    expect(new Set(arrived.map((entry) => entry.id)).size).toBe(3);
    const ofFirst = arrived.filter((entry) => entry.data.appointmentId === first).map((entry) => entry.type);
    expect(ofFirst).toEqual(['appointment.booked', 'appointment.rescheduled']);

    // Run again, fanned out again, tried again: nothing more is sent.
    for (const row of rows) {
      await fanOutEvent(deps, row.eventId);
      expect(await attemptDelivery(deps, row.id)).toBe('not due');
    }
    await runAt(at(200 * MINUTE));
    expect(receiver.received).toHaveLength(3);
  });

  it('is sent nothing twice when two servers take the same delivery at once', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    clock.now = at(0);
    await sweep(deps);
    const [row] = await deliveriesOf(target.id);
    const results = await Promise.all([attemptDelivery(deps, row!.id), attemptDelivery(deps, row!.id)]);
    expect(results.sort()).toEqual(['delivered', 'not due']);
    expect(receiver.received).toHaveLength(1);
  });

  it('is tried for 24 hours, then the delivery is given up', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    receiver.answer('fail');
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    await runAt(at(0));
    const tries: number[] = [0];
    for (;;) {
      const [row] = await deliveriesOf(target.id);
      if (row!.status !== 'pending') {
        expect([row!.status, row!.responseStatus, row!.error, row!.responseBody]).toEqual([
          'failed',
          500,
          webhookErrorStatus(500),
          'receiver is broken',
        ]);
        break;
      }
      tries.push((row!.nextAttemptAt!.getTime() - START.getTime()) / MINUTE);
      await runAt(row!.nextAttemptAt!);
    }
    // 1, 2, 4 ... minutes apart, at most 6 hours, the last at the end of the 24 hours.
    expect(tries).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 871, 1231, 1440]);
    expect(receiver.received).toHaveLength(tries.length);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is switched off after 3 days of failures, its owner e-mailed once; switched on, it is tried afresh', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    receiver.answer('fail');
    const failAt = async (ms: number) => {
      await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(ms))]);
      await runAt(at(ms));
    };
    await failAt(0);
    await failAt(2 * DAY);
    const [still] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, target.id));
    expect([still!.enabled, still!.failingSince]).toEqual([true, START]);
    expect(deps.sent).toHaveLength(0);

    await failAt(3 * DAY);
    const [off] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, target.id));
    expect([off!.enabled, off!.disabledReason, off!.disabledAt]).toEqual([false, 'failing', at(3 * DAY)]);
    expect(deps.sent.map((mail) => mail.subject)).toEqual(['A webhook endpoint was switched off']);
    expect(deps.sent[0]!.text).toContain(receiver.url);
    expect(deps.sent[0]!.text).toContain(
      `Open the endpoint: https://portal.example.com/account/integrations/webhooks/${target.id}`,
    );

    // Switched off: no new deliveries, the pending ones given up, and no second e-mail.
    const before = receiver.received.length;
    await failAt(3 * DAY + MINUTE);
    await runAt(at(4 * DAY));
    expect(receiver.received).toHaveLength(before);
    const rows = await deliveriesOf(target.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'failed')).toBe(true);
    expect(rows.filter((row) => row.error === WEBHOOK_ATTEMPT_FAILURES.switchedOff).length).toBeGreaterThan(0);
    expect(deps.sent).toHaveLength(1);

    const on = await updateEndpoint(deps, userId, target.id, { enabled: true });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    receiver.answer('ok');
    await failAt(4 * DAY + MINUTE);
    expect((await deliveriesOf(target.id)).filter((row) => row.status === 'delivered')).toHaveLength(1);
  });

  it('is not switched off when a delivery arrived within the 3 days', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    const send = async (ms: number) => {
      await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(ms))]);
      await runAt(at(ms));
    };
    receiver.answer('fail');
    await send(0);
    receiver.answer('ok');
    await send(DAY);
    receiver.answer('fail');
    await send(3 * DAY + MINUTE);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, target.id));
    expect([row!.enabled, row!.failingSince]).toEqual([true, at(3 * DAY + MINUTE)]);
    expect(deps.sent).toHaveLength(0);
  });
});

describe('each try', () => {
  it('counts a redirect as a failure and follows none', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    receiver.answer('redirect');
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    await runAt(at(0));
    const [row] = await deliveriesOf(target.id);
    expect([row!.status, row!.responseStatus, row!.error]).toEqual(['pending', 302, webhookRedirected(302)]);
    expect(receiver.received).toHaveLength(1);
  });

  it('gives a slow receiver its time and no more', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    receiver.answer('silent');
    deps.timeoutMs = 300;
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    await runAt(at(0));
    const [row] = await deliveriesOf(target.id);
    expect([row!.status, row!.responseStatus, row!.error]).toEqual(['pending', null, WEBHOOK_ATTEMPT_FAILURES.timeout]);
    expect(row!.responseMs).toBeGreaterThanOrEqual(250);
  });

  it('checks the address again: no longer allowed, or a name now resolving to a private address, is refused', async () => {
    const { endpoint: local } = await endpoint(['agent.went_live']);
    const publicAnswer = [{ address: '93.184.215.14', family: 4 as const }];
    let answer = publicAnswer;
    deps.resolve = async () => answer;
    const { endpoint: named } = await endpoint(['agent.went_live'], 'https://hooks.example.com/in');
    deps.allowHosts = [];
    answer = [{ address: '10.0.0.7', family: 4 }];
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    await runAt(at(0));
    const errors = Object.fromEntries(
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId))).map((row) => [
        row.endpointId,
        row.error,
      ]),
    );
    expect(errors).toEqual({
      // Its port is a test port: refused for that first, as the reader refuses it.
      [local.id]: webhookPortRefused(receiver.port),
      [named.id]: webhookAddressRefused('a private network'),
    });
    expect(receiver.received).toHaveLength(0);
    // Refused on save too.
    await expect(endpoint(['call.ended'], 'https://inside.example.com/x')).rejects.toThrow(
      webhookAddressRefused('a private network'),
    );
  });
});

describe('the log', () => {
  it('keeps 30 days: older deliveries and events are forgotten by the daily cleanup', async () => {
    const { endpoint: target } = await endpoint(['agent.went_live']);
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(0))]);
    await runAt(at(0));
    await recordOwnerEvents(t.db, [testEventOf(`live:${randomUUID()}`, at(20 * DAY))]);
    await runAt(at(20 * DAY));
    expect(await deliveriesOf(target.id)).toHaveLength(2);
    clock.now = at(31 * DAY);
    expect(await forgetOldDeliveries(deps)).toEqual({ deliveries: 1, events: 1 });
    const kept = await deliveriesOf(target.id);
    expect(kept.map((row) => row.createdAt)).toEqual([at(20 * DAY)]);
  });
});
