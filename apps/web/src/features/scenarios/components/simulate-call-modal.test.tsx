import type { SimulatedCall } from '@portal/shared/agents/simulated-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_ID, listOf, scenarioFixture } from '../testing/fixtures';
import { deferred, json, mockApi, renderPage, sentBody } from '../testing/render';
import SimulateCallModal from './simulate-call-modal';

const CALL_ID = '0b9d7e3c-5f4a-4c2e-9d1b-7a6e5f4d3c21';
const scenariosUrl = `GET /api/agents/${AGENT_ID}/scenarios`;
const goLiveUrl = `GET /api/agents/${AGENT_ID}/go-live`;
const callUrl = `POST /api/agents/${AGENT_ID}/simulated-calls`;
const transfersUrl = `GET /api/agents/${AGENT_ID}/sandbox-transfers`;
const billing = { destinationId: 'billing', name: 'Billing', number: '+15125550101', behaviour: 'answers' };

const booking = scenarioFixture({
  title: 'Book a cleaning',
  callerTurns: ['Can I book a cleaning tomorrow at 10?', 'Jane Doe, 512 555 0123.'],
});
const withNumber = { number: { e164: '+15125550100', display: '+1 (512) 555-0100' } };

const ended: SimulatedCall = {
  callId: CALL_ID,
  calledNumber: '+15125550100',
  callerNumber: '+15125550123',
  transcript: [
    { speaker: 'agent', text: 'Thanks for calling Bright Smile.' },
    { speaker: 'caller', text: 'Can I book a cleaning tomorrow at 10?' },
    { speaker: 'agent', text: 'You are booked for tomorrow at 10:00 AM.' },
  ],
};

function open({
  goLive = withNumber as unknown,
  onCall = (): Response | Promise<Response> => json(ended, 201),
  destinations = [] as unknown[],
} = {}) {
  const fetchMock = mockApi({
    [scenariosUrl]: () => json(listOf([booking])),
    [goLiveUrl]: () => json(goLive),
    [callUrl]: () => onCall(),
    [transfersUrl]: () => json({ destinations }),
    [`PUT /api/agents/${AGENT_ID}/sandbox-transfers/billing`]: (init) =>
      json({ ...billing, ...(JSON.parse(String(init?.body)) as object) }),
  });
  const onClose = vi.fn();
  const page = renderPage(<SimulateCallModal agentId={AGENT_ID} agentName="Bright Smile" opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Simulate an inbound call' });
  return { ...page, fetchMock, onClose, dialog, user: userEvent.setup() };
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('SimulateCallModal', () => {
  it('sets how each transfer destination takes the call, kept at once', async () => {
    const { dialog, user, fetchMock } = open({ destinations: [billing] });
    const select = await within(dialog).findByRole('combobox', { name: 'Billing, +1 (512) 555-0101' });
    expect(within(dialog).getByRole('group', { name: 'When the agent transfers the call' })).toBeInTheDocument();
    expect(select).toHaveValue('answers');
    await user.selectOptions(select, 'Does not answer');
    await waitFor(() => expect(select).toHaveValue('no-answer'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ behaviour: 'no-answer' });
  });

  it('says nothing of transfers when the agent has no destination', async () => {
    const { dialog } = open();
    await within(dialog).findByRole('combobox', { name: 'What the caller says' });
    await waitFor(() => expect(within(dialog).queryByText('How each destination takes the call.')).toBeNull());
    expect(within(dialog).queryByRole('group', { name: 'When the agent transfers the call' })).toBeNull();
  });

  it("plays one of the agent's scenarios, says which number it rings, then shows the transcript and the call", async () => {
    const answer = deferred<Response>();
    const { dialog, user, fetchMock } = open({ onCall: () => answer.promise });
    const picker = within(dialog).getByRole('combobox', { name: 'What the caller says' });
    await waitFor(() => expect(picker).toHaveValue(booking.id));
    const script = within(dialog).getByRole('list', { name: 'The caller says, in turn:' });
    expect(
      within(script)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(booking.callerTurns);

    await user.click(within(dialog).getByRole('button', { name: 'Call the agent' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Calling +1 (512) 555-0100...');
    expect(sentBody(fetchMock, fetchMock.mock.calls.length - 1)).toEqual({ callerLines: booking.callerTurns });
    // The panel stays open until the call has ended.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Simulate an inbound call' })).toBeInTheDocument();

    answer.resolve(json(ended, 201));
    expect(await within(dialog).findByText('The call has ended and is in your call history.')).toBeInTheDocument();
    const transcript = within(dialog).getByRole('list', { name: 'Conversation' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bright Smile: Thanks for calling Bright Smile.',
      'Caller: Can I book a cleaning tomorrow at 10?',
      'Bright Smile: You are booked for tomorrow at 10:00 AM.',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open the call' })).toHaveAttribute('href', `/calls/${CALL_ID}`);
    expect(within(dialog).getByRole('link', { name: 'Call history' })).toHaveAttribute('href', '/calls');

    await user.click(within(dialog).getByRole('button', { name: 'Make another call' }));
    expect(within(dialog).getByRole('button', { name: 'Call the agent' })).toBeEnabled();
  });

  it('sends the lines the owner types, one per turn, from the number they give, after checking them', async () => {
    const { dialog, user, fetchMock } = open();
    const picker = within(dialog).getByRole('combobox', { name: 'What the caller says' });
    await waitFor(() => expect(picker).toHaveValue(booking.id));
    await user.selectOptions(picker, 'Type your own caller lines');
    const lines = within(dialog).getByRole('textbox', { name: 'Caller lines' });
    const number = within(dialog).getByRole('textbox', { name: 'Caller number (optional)' });
    const call = within(dialog).getByRole('button', { name: 'Call the agent' });

    await user.click(call);
    expect(lines).toHaveAccessibleDescription(expect.stringContaining('Add at least one thing the caller says.'));
    expect(lines).toHaveFocus();
    await user.type(lines, '  Are you open on Saturday?  {Enter}{Enter}Thanks, bye!');
    await user.type(number, 'call me maybe');
    await user.click(call);
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining(
        'Caller number must be a phone number, like (512) 555-0100, or +44 20 7946 0000 with its country code.',
      ),
    );
    expect(number).toHaveFocus();
    expect(callsTo(fetchMock)).toHaveLength(0);

    // Written as people write it: the server calls from it in E.164.
    await user.clear(number);
    await user.type(number, '(512) 555-0177');
    await user.click(call);
    expect(await within(dialog).findByRole('link', { name: 'Open the call' })).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      callerLines: ['Are you open on Saturday?', 'Thanks, bye!'],
      callerNumber: '(512) 555-0177',
    });
  });

  it('says a number is needed first, with the way to get one, when the agent has none', async () => {
    const { dialog } = open({ goLive: { number: null } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Give this agent a phone number first: simulated calls ring the agent's number.");
    expect(within(alert).getByRole('link', { name: 'Get a phone number' })).toHaveAttribute('href', '/phone-numbers');
    expect(within(dialog).getByRole('button', { name: 'Call the agent' })).toBeDisabled();
  });

  it("shows the server's reason when the call could not be made, and the way to a number when it lacks one", async () => {
    let refusal = { code: 'UPSTREAM_FAILED', message: 'The emulated voice platform could not play the call.' };
    const { dialog, user } = open({
      onCall: () => json({ error: refusal }, refusal.code === 'CONFLICT' ? 409 : 502),
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'What the caller says' })).toHaveValue(booking.id),
    );
    const call = within(dialog).getByRole('button', { name: 'Call the agent' });
    await user.click(call);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The emulated voice platform could not play the call.',
    );

    refusal = {
      code: 'CONFLICT',
      message: "Give this agent a phone number first: simulated calls ring the agent's number.",
    };
    await user.click(call);
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(within(alert).getByRole('link', { name: 'Get a phone number' })).toBeInTheDocument());
  });

  it('marks the call history, the usage and the go-live state stale once the call is recorded', async () => {
    const { dialog, user, queryClient, fetchMock } = open();
    const keys = [
      ['calls', 'list', 'all'],
      ['subscription', 'summary'],
      ['go-live', 'cockpit'],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'What the caller says' })).toHaveValue(booking.id),
    );
    const goLiveReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/go-live')).length;
    await waitFor(() => expect(goLiveReads()).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Call the agent' }));
    await within(dialog).findByRole('link', { name: 'Open the call' });
    for (const key of keys) expect([key, queryClient.getQueryState(key)?.isInvalidated]).toEqual([key, true]);
    // The panel's own read of the agent's go-live state is fetched again.
    await waitFor(() => expect(goLiveReads()).toBe(2));
  });
});
