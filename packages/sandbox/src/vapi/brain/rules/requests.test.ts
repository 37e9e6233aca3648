import { describe, expect, it } from 'vitest';
import { CHECK_AVAILABILITY, TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { AVOIDED_TOPIC, QUESTION_INVITE, UNKNOWN_ANSWER, WELCOME } from './replies.ts';
import { handleRequest } from './requests.ts';
import { bookingTools, briefDestination, dentalBrief, forwardingTo, stateFor, turnFor } from './testing.ts';

async function reply(text: string, state = stateFor(dentalBrief(), bookingTools)) {
  const { context, calls } = turnFor(state);
  await handleRequest(context, text);
  return { say: context.turn.say, calls, state };
}

describe('handleRequest', () => {
  it('answers a question from the facts', async () => {
    expect((await reply('How much is whitening?')).say).toEqual(['Whitening from $299.']);
  });
  it('answers hours, a day alone and the date', async () => {
    expect((await reply('Are you open Saturday?')).say).toEqual(["On Saturday we're closed."]);
    expect((await reply('And Sunday?')).say).toEqual(["On Sunday we're closed."]);
    expect((await reply("What's the date today?")).say).toEqual(['Today is Thursday, November 26.']);
  });
  it('books on booking words, or a type with a day', async () => {
    expect((await reply('Could I get a cleaning on Friday?')).calls[0]!.name).toBe(CHECK_AVAILABILITY);
    expect((await reply('Any openings tomorrow?')).calls[0]!.name).toBe(CHECK_AVAILABILITY);
    expect((await reply('Do you do cleanings?')).calls).toEqual([]);
  });
  it('records what it cannot answer and offers a message', async () => {
    const { say, state } = await reply('Do you do root canals?');
    expect(say).toEqual([UNKNOWN_ANSWER]);
    expect(state.unansweredQuestions).toEqual(['Do you do root canals?']);
    expect(state.pending).toEqual({ kind: 'offer-message' });
  });
  it('refuses a topic to avoid', async () => {
    const state = stateFor(dentalBrief({ topicsToAvoid: ['Competitor pricing'] }));
    const { say } = await reply('How does your pricing compare to competitor pricing?', state);
    expect(say).toEqual([AVOIDED_TOPIC]);
    expect(state.unansweredQuestions).toEqual([]);
  });
  it('answers nothing from facts without a brief, but still takes a message', async () => {
    expect((await reply('How much is whitening?', stateFor(null))).say).toEqual([UNKNOWN_ANSWER]);
    expect((await reply('Can I leave a message?', stateFor(null))).say).toEqual([
      "I can take a message for the team. What's your name?",
    ]);
  });
  it('welcomes thanks and invites a question', async () => {
    expect((await reply('Thanks!')).say).toEqual([WELCOME]);
    expect((await reply('I have a question')).say).toEqual([QUESTION_INVITE]);
  });
  it('puts a caller through to the destination their request is for, ahead of the facts', async () => {
    const billing = briefDestination({ name: 'Billing', number: '+15125550101', reason: 'Billing questions' });
    const { brief, tool } = forwardingTo([briefDestination(), billing]);
    const state = stateFor({ ...brief, facts: [{ topic: 'faq', source: 'FAQ', text: 'Bills are sent monthly.' }] }, [
      tool,
    ]);
    const { say, state: after } = await reply('I have a billing question', state);
    expect(say).toEqual([TRANSFER_HOLD_MESSAGE]);
    expect(after.transfer?.destination.number).toBe('+15125550101');
    // Without forwarding on, the same words are a question like any other.
    expect((await reply('I have a billing question')).say[0]).toMatch(/^I'm sorry, I don't know that/);
  });
});
