import { TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { describe, expect, it } from 'vitest';
import type { ToolBody } from '../vapi-types.ts';
import { createRuleBrain } from './rule-brain.ts';
import { saysTransferFailed } from './transfer-fallback.ts';
import { assistantWith, briefDestination, dentalBrief, forwardingTo, NOW, turnFor, stateFor } from './rules/testing.ts';

// The default week: Monday to Friday, 9:00 to 17:00 in New York; NOW is Thursday at 10:00 there.

const BILLING = '+15125550123';
const billing = briefDestination({ name: 'Billing', number: BILLING, reason: 'Billing questions' });

/** The clinic forwarding billing questions, its transfer planned as the compiler plans it (or as given). */
function clinic(
  fallbackPlan: Record<string, unknown> = { message: TRANSFER_NO_ANSWER_MESSAGE, endCallEnabled: false },
) {
  const { brief, tool } = forwardingTo([billing]);
  const planned: ToolBody = {
    ...tool,
    destinations: tool.destinations!.map((entry) => ({
      ...entry,
      transferPlan: { mode: 'blind-transfer', fallbackPlan },
    })),
  };
  return { brief, tool: planned };
}

const NOBODY = `The transfer to Billing was not answered: nobody picked up. Tell the caller: "${TRANSFER_NO_ANSWER_MESSAGE}" You are still on the call: take a message for the team.`;

/** A chat's brain: its transfers are listed, never dialled. */
function chatWith(fallbackPlan?: Record<string, unknown>, now = NOW) {
  const { brief, tool } = clinic(fallbackPlan);
  const brain = createRuleBrain(assistantWith(brief, [tool]), { now: () => now });
  const { context } = turnFor(stateFor(brief));
  return { brain, tools: { run: context.tools.run } };
}

describe('the rule brain in a chat whose transfer found nobody', () => {
  it('says the fallback message when told so, stays on and takes the caller’s message', async () => {
    const { brain, tools } = chatWith();
    const asked = await brain.respond('Can I talk to someone about billing questions?', tools);
    expect(asked).toMatchObject({
      say: [TRANSFER_HOLD_MESSAGE],
      end: { reason: 'assistant-forwarded-call', destination: BILLING },
    });
    const told = await brain.instruct(NOBODY, tools);
    expect(told).toEqual({ say: [TRANSFER_NO_ANSWER_MESSAGE], tools: [] });
    // The fallback asked the name: the caller's answer is taken for it.
    const named = await brain.respond('Jane Doe', tools);
    expect(named.say).toEqual(["What's the best phone number to reach you?"]);
    expect((await brain.outcome()).outcome).not.toBe('transferred');
  });

  it('ends the conversation when the plan hangs up after its message', async () => {
    const { brain, tools } = chatWith({ message: 'Sorry, nobody is free.' });
    await brain.respond('Can I talk to someone about billing questions?', tools);
    expect(await brain.instruct(NOBODY, tools)).toEqual({
      say: ['Sorry, nobody is free.'],
      tools: [],
      end: { reason: 'call.forwarding.no-answer' },
    });
  });

  it('changes nothing on another instruction, or with no transfer made', async () => {
    const { brain, tools } = chatWith();
    expect(await brain.instruct(NOBODY, tools)).toEqual({ say: [], tools: [] });
    await brain.respond('Can I talk to someone about billing questions?', tools);
    expect(await brain.instruct('Be brief.', tools)).toEqual({ say: [], tools: [] });
  });
});

describe('the rule brain in a test conversation set at a moment of its own', () => {
  it('answers from that moment, not from the clock', async () => {
    // Monday 30 November at 21:00 in New York, while the clock says Thursday at 10:00.
    const brain = createRuleBrain(assistantWith(dentalBrief({ now: '2026-12-01T02:00:00.000Z' })), { now: () => NOW });
    const { context } = turnFor(stateFor(dentalBrief()));
    expect((await brain.respond('Are you open right now?', context.tools)).say).toEqual([
      "We're closed right now. We open again tomorrow at 9:00 AM.",
    ]);
  });
});

describe('saysTransferFailed', () => {
  it('reads a transfer that was not answered or was busy, in a system message’s words', () => {
    expect(saysTransferFailed(NOBODY)).toBe(true);
    expect(saysTransferFailed('The transfer failed: the line was busy.')).toBe(true);
    expect(saysTransferFailed('Nobody answered the transfer.')).toBe(false);
    expect(saysTransferFailed('Transfer callers politely.')).toBe(false);
  });
});
