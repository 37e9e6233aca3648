import { z } from 'zod';

// The parts of Vapi's server messages we read (docs/vendors.md#vapi-server-messages). Vapi adds
// fields freely, so everything is optional and unknown keys are kept out of the way with
// passthrough objects.
const call = z
  .object({
    id: z.string(),
    type: z.string().optional(),
    assistantId: z.string().nullish(),
    phoneNumberId: z.string().nullish(),
    customer: z.object({ number: z.string().nullish() }).passthrough().nullish(),
    startedAt: z.string().nullish(),
    endedAt: z.string().nullish(),
  })
  .passthrough();

const artifact = z
  .object({
    transcript: z.string().nullish(),
    recordingUrl: z.string().nullish(),
    messages: z.array(z.unknown()).nullish(),
  })
  .passthrough();

export const statusUpdateSchema = z
  .object({ type: z.literal('status-update'), status: z.string(), endedReason: z.string().nullish(), call })
  .passthrough();

export const endOfCallReportSchema = z
  .object({
    type: z.literal('end-of-call-report'),
    call,
    endedReason: z.string().nullish(),
    startedAt: z.string().nullish(),
    endedAt: z.string().nullish(),
    cost: z.number().nullish(),
    artifact: artifact.nullish(),
    analysis: z.object({ summary: z.string().nullish() }).passthrough().nullish(),
    // Older payloads carried these at the top level.
    transcript: z.string().nullish(),
    summary: z.string().nullish(),
    recordingUrl: z.string().nullish(),
    messages: z.array(z.unknown()).nullish(),
  })
  .passthrough();

const toolCall = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    function: z.object({ name: z.string(), arguments: z.unknown().optional() }).passthrough().optional(),
    arguments: z.unknown().optional(),
    parameters: z.unknown().optional(),
  })
  .passthrough();

export const toolCallsSchema = z
  .object({ type: z.literal('tool-calls'), call, toolCallList: z.array(toolCall) })
  .passthrough();

export const envelopeSchema = z.object({ message: z.object({ type: z.string() }).passthrough() });

export type ToolCall = z.infer<typeof toolCall>;
export type VapiCall = z.infer<typeof call>;

/** Tool calls differ between Vapi sources: read name and arguments defensively (docs/vendors.md#vapi-tool-calls). */
export function readToolCall(item: ToolCall): { id: string; name: string; args: Record<string, unknown> } {
  const name = item.function?.name ?? item.name ?? '';
  let args: unknown = item.function?.arguments ?? item.arguments ?? item.parameters ?? {};
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      args = {};
    }
  }
  return { id: item.id, name, args: args && typeof args === 'object' ? (args as Record<string, unknown>) : {} };
}
