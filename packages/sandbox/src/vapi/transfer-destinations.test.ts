import { TRANSFER_HOLD_MESSAGE, TRANSFER_NO_ANSWER_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { describe, expect, it, vi } from 'vitest';
import { briefDestination, forwardingTo } from './brain/rules/testing.ts';
import { dialDestination } from './transfer-destinations.ts';
import type { AssistantBody } from './vapi-types.ts';

const WARM = 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary';
const fallbackPlan = { message: TRANSFER_NO_ANSWER_MESSAGE, endCallEnabled: false };

/** An assistant whose one transferCall destination has `plan`, described in the brief as "Front desk". */
function assistantWith(plan: Record<string, unknown> | undefined): AssistantBody {
  const { brief } = forwardingTo([briefDestination()]);
  const entry = { type: 'number', number: '+15125550100', message: TRANSFER_HOLD_MESSAGE, transferPlan: plan };
  return { model: { tools: [{ type: 'transferCall', destinations: [entry] }] }, metadata: { callBrief: brief } };
}

const request = (summary = 'Jane Doe is calling about billing.') => ({
  destination: '+15125550100',
  summary: vi.fn(() => Promise.resolve<string | null>(summary)),
});

describe('dialDestination', () => {
  it('puts a warm transfer through with the summary said to whoever answers', async () => {
    const asked = request();
    const dialled = await dialDestination(
      assistantWith({ mode: WARM, timeout: 20, summaryPlan: { enabled: true }, fallbackPlan }),
      'answers',
      asked,
    );
    expect(dialled.attempt).toEqual({ connected: true });
    expect(dialled.briefing).toBe('To Front desk: Jane Doe is calling about billing.');
    expect(dialled.record).toEqual({
      destination: expect.objectContaining({ number: '+15125550100' }),
      mode: WARM,
      status: 'connected',
      transcript: 'AI: Jane Doe is calling about billing.',
    });
  });

  it('says no summary on a cold transfer, nor on a warm one whose summary is off', async () => {
    for (const plan of [
      { mode: 'blind-transfer', fallbackPlan },
      { mode: WARM, summaryPlan: { enabled: false } },
    ]) {
      const asked = request();
      const dialled = await dialDestination(assistantWith(plan), 'answers', asked);
      expect(dialled).toMatchObject({ attempt: { connected: true }, briefing: null });
      expect(dialled.record).not.toHaveProperty('transcript');
      expect(asked.summary).not.toHaveBeenCalled();
    }
  });

  it('fails a busy or unanswered destination as its fallbackPlan says', async () => {
    const plan = { mode: WARM, summaryPlan: { enabled: true }, fallbackPlan };
    for (const behaviour of ['busy', 'no-answer'] as const) {
      const asked = request();
      const dialled = await dialDestination(assistantWith(plan), behaviour, asked);
      expect(dialled.attempt).toEqual({
        connected: false,
        status: behaviour,
        fallbackMessage: TRANSFER_NO_ANSWER_MESSAGE,
        endsCall: false,
      });
      expect(dialled.record).toMatchObject({ mode: WARM, status: behaviour });
      expect(dialled.briefing).toBeNull();
      expect(asked.summary).not.toHaveBeenCalled();
    }
  });

  it('ends the call after the message when the plan says so or has no fallback, reading a custom message', async () => {
    const custom = { fallbackPlan: { message: { type: 'custom-message', content: 'Sorry, they are busy.' } } };
    expect((await dialDestination(assistantWith(custom), 'busy', request())).attempt).toEqual({
      connected: false,
      status: 'busy',
      fallbackMessage: 'Sorry, they are busy.',
      endsCall: true,
    });
    expect((await dialDestination(assistantWith(undefined), 'no-answer', request())).attempt).toMatchObject({
      fallbackMessage: null,
      endsCall: true,
    });
  });

  it('names a destination the brief does not describe by its number', async () => {
    const bare: AssistantBody = {
      model: {
        tools: [
          {
            type: 'transferCall',
            destinations: [{ type: 'number', number: '+15125550100', transferPlan: { mode: WARM } }],
          },
        ],
      },
    };
    const dialled = await dialDestination(bare, 'answers', request('A caller is calling.'));
    expect(dialled.briefing).toBe('To (512) 555-0100: A caller is calling.');
  });
});
