import type { AssistantBody } from './vapi-types.ts';

// What an assistant's recording settings change in an emulated call (docs/vendors.md#vapi-recording-consent).

type ConsentPlan = { type?: unknown; message?: unknown };

/**
 * The message a stay-on-the-line consent plan plays before the assistant answers
 * (compliancePlan.recordingConsentPlan, RecordingConsentPlanStayOnLine); none without one. The
 * sandbox's caller always stays on the line, so the call then goes on to the first message.
 */
export function stayOnLineConsent(assistant: AssistantBody): string | undefined {
  const plan = (assistant.compliancePlan as { recordingConsentPlan?: ConsentPlan } | undefined)?.recordingConsentPlan;
  return plan?.type === 'stay-on-line' && typeof plan.message === 'string' && plan.message ? plan.message : undefined;
}

/**
 * Whether the end-of-call report carries the conversation. `transcriptPlan.enabled: false` keeps
 * no `artifact.transcript`, as Vapi documents; the emulator leaves out the spoken messages with it,
 * the strictest reading, so a portal that would store them anyway is caught by its tests. A
 * recording it never has (it carries no audio), whatever `recordingEnabled` says.
 */
export function keepsTranscript(assistant: AssistantBody): boolean {
  const plan = assistant.artifactPlan as { transcriptPlan?: { enabled?: unknown } } | undefined;
  return plan?.transcriptPlan?.enabled !== false;
}
