import { Hono } from 'hono';
import { VAPI_SANDBOX_MOUNT } from './vapi-emulator.ts';

/** One call to play: the emulator's id of the number rung, who rings it, and what they say in turn. */
export type InboundCallScript = { phoneNumberId: string; customerNumber: string; callerLines: readonly string[] };

export type TranscriptLine = { speaker: 'caller' | 'agent'; text: string };
export type PlayedCall = { vapiCallId: string; transcript: TranscriptLine[] };

/** The emulator would not play the call; the message is its own reason. */
export class SimulationRefused extends Error {}

type SimulateAnswer = { callId?: string; transcript?: string; message?: string | string[] } | null;

/**
 * Plays an inbound phone call on the Vapi emulator through its admin hook, in this process, so it
 * needs neither the loopback-only mount nor a way back to this server from outside. The emulator
 * then does what the real platform does on a call: it asks the brain for each answer and posts the
 * call's webhooks (status, tools, end-of-call report) to the portal, and it answers only after the
 * end-of-call report was delivered, so the call record exists when this returns.
 */
export function inboundCallSimulator(emulator: Hono) {
  // Mounted where the server mounts it: its middleware reads paths below the mount point.
  const mounted = new Hono().route(VAPI_SANDBOX_MOUNT, emulator);
  return async (call: InboundCallScript): Promise<PlayedCall> => {
    const response = await mounted.request(`${VAPI_SANDBOX_MOUNT}/_admin/simulate-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId: call.phoneNumberId,
        customerNumber: call.customerNumber,
        script: call.callerLines.map((caller) => ({ caller })),
      }),
    });
    const answer = (await response.json().catch(() => null)) as SimulateAnswer;
    if (response.status !== 201 || !answer?.callId) {
      const reason = [answer?.message ?? []].flat().join(' ');
      throw new SimulationRefused(reason || `The voice platform emulator answered ${response.status}.`);
    }
    return { vapiCallId: answer.callId, transcript: transcriptLines(answer.transcript ?? '') };
  };
}

/** The platform's transcript ("AI: …" and "User: …" lines) as turns; a line without a speaker continues the last turn. */
export function transcriptLines(transcript: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const raw of transcript.split('\n')) {
    const match = /^(AI|User): ?(.*)$/.exec(raw);
    const last = lines.at(-1);
    if (match) lines.push({ speaker: match[1] === 'User' ? 'caller' : 'agent', text: match[2]! });
    else if (last && raw.trim()) last.text += `\n${raw}`;
  }
  return lines;
}
