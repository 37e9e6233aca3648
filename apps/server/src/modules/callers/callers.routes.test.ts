import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { vapiSchemaErrors } from '@portal/sandbox/vapi/openapi/validate';
import { CALLER_NOT_FOUND, type CallerDetail, type CallerList } from '@portal/shared/callers';
import type { CallDetail, CallList } from '@portal/shared/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, callRecords, profiles, textOptOuts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser, type SignedInUser } from '../../testing/signed-in-user.ts';
import { bookingOwner } from '../calls/booking/testing.ts';
import { assistantRequest, phoneApi } from '../phone-numbers/testing.ts';

/**
 * The caller directory as an owner uses it, and what an agent is told about a returning caller:
 * everyone who phoned is listed once per number with the name they gave; their page shows their
 * appointments and the owner's note; the agent greets them by name; and a caller can be forgotten.
 */

const JANE = '+15125550123';
const SAM = '+15125550144';
const DEE = '+15125550155';
const now = DateTime.fromISO('2030-03-12T12:00', { zone: 'America/New_York' });
const tomorrow = now.plus({ days: 1 }).toISODate()!;

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingOwner>>;
let other: SignedInUser;
let ourNumber: { vapiPhoneNumberId: string; phoneNumber: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, now: () => now.toJSDate() });
  setup = await bookingOwner(t, 'directory', '+15125550178');
  other = await signedInUser(t, 'nosy');
  const api = phoneApi(t);
  await api.setPlan(setup.owner, 'Premium Plan');
  const bought = await api.buy(setup.owner, await api.available(setup.owner, '737'), setup.agent.id);
  const [stored] = (await api.list(setup.owner)).filter((number) => number.id === bought.body.phoneNumber.id);
  const onVapi = (await api.vapiNumbers()).find((number) => number.number === stored!.phoneNumber)!;
  ourNumber = { vapiPhoneNumberId: onVapi.id, phoneNumber: stored!.phoneNumber };
  await setup.simulate(JANE, [
    { tool: 'book_appointment', arguments: { start: `${tomorrow}T10:00`, full_name: 'Jane Doe', phone_number: JANE } },
  ]);
  await setup.simulate(SAM, [{ caller: 'What are your hours?' }]);
});
afterAll(() => t.close());

const get = async <T>(user: SignedInUser, path: string) => {
  const response = await user.request(path);
  return { status: response.status, body: (await response.json()) as T & { error?: { message: string } } };
};
const janeOf = async () => (await get<CallerList>(setup.owner, '/api/callers?search=jane')).body.callers[0]!;
const askWhoAnswers = (customer: string) => assistantRequest(t, { ...ourNumber, customer });

describe('the caller directory', () => {
  it('lists each phone caller once, with the name they gave, their calls and next appointment', async () => {
    const { body } = await get<CallerList>(setup.owner, '/api/callers');
    const numbers = body.callers.map((caller) => caller.number);
    expect(numbers).toEqual(expect.arrayContaining([JANE, SAM]));
    expect(new Set(numbers).size).toBe(numbers.length);
    const jane = body.callers.find((caller) => caller.number === JANE)!;
    expect(jane).toMatchObject({ name: 'Jane Doe', calls: 1, lastOutcome: 'booked', blocked: false });
    expect(jane.nextAppointment).toMatchObject({
      summary: 'Appointment – Jane Doe',
      status: 'booked',
      timezone: 'America/New_York',
    });
    expect(DateTime.fromISO(jane.nextAppointment!.startsAt).toMillis()).toBe(
      DateTime.fromISO(`${tomorrow}T10:00`, { zone: 'America/New_York' }).toMillis(),
    );
  });

  it('finds a caller by a word of their name or digits of their number', async () => {
    const byName = (await get<CallerList>(setup.owner, '/api/callers?search=DOE')).body.callers;
    expect(byName.map((caller) => caller.number)).toEqual([JANE]);
    const byDigits = (await get<CallerList>(setup.owner, '/api/callers?search=555-0144')).body.callers;
    expect(byDigits.map((caller) => caller.number)).toEqual([SAM]);
    expect((await get<CallerList>(setup.owner, '/api/callers?search=nobody')).body.callers).toEqual([]);
  });

  it("shows a caller's appointments and calls, and keeps the owner's note", async () => {
    const jane = await janeOf();
    const detail = await get<CallerDetail>(setup.owner, `/api/callers/${jane.id}`);
    expect(detail.body.appointments).toHaveLength(1);
    const calls = await get<CallList>(setup.owner, `/api/calls?caller=${jane.id}`);
    expect(calls.body.calls.map((call) => call.customerNumber)).toEqual([JANE]);
    expect(calls.body.calls[0]!.callerId).toBe(jane.id);
    const call = await get<CallDetail>(setup.owner, `/api/calls/${calls.body.calls[0]!.id}`);
    expect(call.body.appointmentChanges).toEqual([
      expect.objectContaining({ kind: 'booked', summary: 'Appointment – Jane Doe' }),
    ]);
    const noted = await setup.owner.json(`/api/callers/${jane.id}/note`, 'PUT', { note: '  Prefers mornings ' });
    expect(((await noted.json()) as CallerDetail).note).toBe('Prefers mornings');
    const tooLong = await setup.owner.json(`/api/callers/${jane.id}/note`, 'PUT', { note: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await get<CallerDetail>(setup.owner, `/api/callers/${jane.id}`)).body.note).toBe('Prefers mornings');
  });

  it("says the directory's times in the owner's zone: their own once chosen, else their newest agent's, else UTC", async () => {
    const jane = await janeOf();
    const zones = async (user: SignedInUser) => [
      (await get<CallerList>(user, '/api/callers')).body.timezone,
      (await get<CallerDetail>(user, `/api/callers/${jane.id}`)).body.timezone,
    ];
    // No zone of their own: their agent's.
    expect(await zones(setup.owner)).toEqual(['America/New_York', 'America/New_York']);
    await t.db.update(profiles).set({ timezone: 'America/Los_Angeles' }).where(eq(profiles.id, setup.owner.id));
    expect(await zones(setup.owner)).toEqual(['America/Los_Angeles', 'America/Los_Angeles']);
    await t.db.update(profiles).set({ timezone: null }).where(eq(profiles.id, setup.owner.id));
    // An owner without an agent or a zone: UTC.
    expect((await get<CallerList>(other, '/api/callers')).body.timezone).toBe('UTC');
  });

  it('tells the agent who a returning caller is before it answers, as Vapi’s schema allows', async () => {
    const jane = await janeOf();
    await setup.owner.json(`/api/callers/${jane.id}/note`, 'PUT', { note: 'Prefers mornings' });
    const answer = await askWhoAnswers(JANE);
    expect(answer).toEqual({
      assistantId: setup.agent.vapiAgentId,
      assistantOverrides: {
        variableValues: {
          caller_name: 'Jane Doe',
          caller_next_appointment: 'Wednesday, March 13 at 10:00 AM',
          caller_note: 'Prefers mornings',
        },
        // The recording notice still comes first, as for a new caller.
        firstMessage:
          'This call is recorded. Hi Jane, good to hear from you again. Thanks for calling! How can I help you today? Is it about your appointment on Wednesday, March 13 at 10:00 AM?',
      },
    });
    expect(vapiSchemaErrors('ServerMessageResponseAssistantRequest', answer)).toEqual([]);
    // Someone new hears the agent as compiled.
    expect(await askWhoAnswers('+15125550188')).toEqual({ assistantId: setup.agent.vapiAgentId });
  });

  it('tells every agent that a caller who texted STOP wants no texts, as Vapi’s schema allows', async () => {
    const stranger = '+15125550177';
    await t.db.insert(textOptOuts).values([
      { userId: setup.owner.id, number: JANE, keyword: 'STOP' },
      { userId: setup.owner.id, number: stranger, keyword: 'STOP' },
    ]);
    try {
      const jane = await askWhoAnswers(JANE);
      expect(jane).toMatchObject({
        assistantOverrides: { variableValues: { caller_name: 'Jane Doe', caller_texts_off: 'yes' } },
      });
      expect(vapiSchemaErrors('ServerMessageResponseAssistantRequest', jane)).toEqual([]);
      // Someone the directory does not know yet: the agent as compiled, told only that.
      const answer = await askWhoAnswers(stranger);
      expect(answer).toEqual({
        assistantId: setup.agent.vapiAgentId,
        assistantOverrides: { variableValues: { caller_texts_off: 'yes' } },
      });
      expect(vapiSchemaErrors('ServerMessageResponseAssistantRequest', answer)).toEqual([]);
    } finally {
      await t.db.delete(textOptOuts).where(eq(textOptOuts.userId, setup.owner.id));
    }
  });

  it('pretends to be a known caller on a browser test call', async () => {
    const jane = await janeOf();
    const response = await setup.owner.json(
      `/api/agents/${setup.agent.id}/test-assistant?caller=${jane.id}`,
      'POST',
      {},
    );
    const body = (await response.json()) as { assistantOverrides?: { variableValues: Record<string, string> } };
    expect(body.assistantOverrides?.variableValues.caller_name).toBe('Jane Doe');
    const unknown = await setup.owner.json(
      `/api/agents/${setup.agent.id}/test-assistant?caller=${randomUUID()}`,
      'POST',
      {},
    );
    expect(unknown.status).toBe(404);
  });

  it("keeps each owner's callers their own", async () => {
    const jane = await janeOf();
    expect((await get<CallerList>(other, '/api/callers')).body.callers).toEqual([]);
    const theirs = await get<CallerDetail>(other, `/api/callers/${jane.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error?.message).toBe(CALLER_NOT_FOUND);
    expect((await other.json(`/api/callers/${jane.id}/note`, 'PUT', { note: 'mine' })).status).toBe(404);
    expect((await other.request(`/api/callers/${jane.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await get<CallList>(other, `/api/calls?caller=${jane.id}`)).body.calls).toEqual([]);
    expect((await get<CallerDetail>(setup.owner, `/api/callers/${jane.id}`)).status).toBe(200);
    expect((await get<CallerDetail>(setup.owner, '/api/callers/not-an-id')).status).toBe(404);
  });

  it('forgets a caller: their details leave their calls, which keep their outcome', async () => {
    await setup.simulate(DEE, [
      { tool: 'book_appointment', arguments: { start: `${tomorrow}T15:00`, full_name: 'Dee Gone', phone_number: DEE } },
    ]);
    const dee = (await get<CallerList>(setup.owner, '/api/callers?search=dee')).body.callers[0]!;
    const [before] = await t.db.select().from(callRecords).where(eq(callRecords.customerNumber, DEE));
    expect((await setup.owner.request(`/api/callers/${dee.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await get<CallerDetail>(setup.owner, `/api/callers/${dee.id}`)).status).toBe(404);
    const [after] = await t.db.select().from(callRecords).where(eq(callRecords.id, before!.id));
    expect(after).toMatchObject({ customerNumber: null, transcript: null, summary: null, appointment: null });
    expect(after!.outcome?.outcome).toBe('booked');
    expect(after!.outcome?.callerName).toBeUndefined();
    expect(await t.db.select().from(appointments).where(eq(appointments.callerNumber, DEE))).toEqual([]);
    expect(await askWhoAnswers(DEE)).toEqual({ assistantId: setup.agent.vapiAgentId });
    // Everyone else is untouched.
    expect((await janeOf()).name).toBe('Jane Doe');
  });

  it('gives the number its assistant back once the owner publishes that the agent stops recognising callers', async () => {
    const api = phoneApi(t);
    const held = async () =>
      (await api.vapiNumbers()).find((number) => number.number === ourNumber.phoneNumber)?.assistantId ?? null;
    // Recognising callers, the number asks the portal who answers each call.
    expect(await held()).toBeNull();
    const off = await setup.owner.json(`/api/agents/${setup.agent.id}/sections/scheduling`, 'PATCH', {
      scheduling: 'No',
      schedulingConfig: null,
      schedulingInstructionsText: null,
      rememberCallers: false,
    });
    expect(off.status).toBe(200);
    // Saved to the draft only: callers still get what is published.
    expect(await held()).toBeNull();
    expect((await setup.owner.json(`/api/agents/${setup.agent.id}/draft/publish`, 'POST', {})).status).toBe(200);
    expect(await held()).toBe(setup.agent.vapiAgentId);
    await setup.owner.json(`/api/agents/${setup.agent.id}/sections/scheduling`, 'PATCH', {
      scheduling: 'No',
      schedulingConfig: null,
      schedulingInstructionsText: null,
      rememberCallers: true,
    });
    await setup.owner.json(`/api/agents/${setup.agent.id}/draft/publish`, 'POST', {});
    expect(await held()).toBeNull();
  });

  it("keeps the owner's callers when an agent is deleted", async () => {
    const { agent } = (await (await setup.owner.json('/api/agents', 'POST', { agentName: 'Short Lived' })).json()) as {
      agent: { id: string };
    };
    await t.db.update(callRecords).set({ agentId: agent.id }).where(eq(callRecords.customerNumber, SAM));
    const deleted = await setup.owner.request(`/api/agents/${agent.id}`, { method: 'DELETE' });
    expect(deleted.status).toBeLessThan(300);
    const { body } = await get<CallerList>(setup.owner, '/api/callers?search=0144');
    expect(body.callers).toEqual([expect.objectContaining({ number: SAM, calls: 1 })]);
  });
});
