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

const recording = z
  .object({
    stereoUrl: z.string().nullish(),
    mono: z.object({ combinedUrl: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();

/** Keyed by a generated id; each entry names the output it answers. */
const structuredOutputs = z.record(
  z.string(),
  z.object({ name: z.string().nullish(), result: z.unknown().optional() }).passthrough(),
);

const artifact = z
  .object({
    transcript: z.string().nullish(),
    messages: z.array(z.unknown()).nullish(),
    recording: recording.nullish(),
    structuredOutputs: structuredOutputs.nullish(),
    // Deprecated by Vapi in favour of `recording`, still sent by older reports.
    recordingUrl: z.string().nullish(),
    stereoRecordingUrl: z.string().nullish(),
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
    stereoRecordingUrl: z.string().nullish(),
    messages: z.array(z.unknown()).nullish(),
  })
  .passthrough();

const toolCall = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    function: z
      .object({ name: z.string(), arguments: z.unknown().optional(), parameters: z.unknown().optional() })
      .passthrough()
      .optional(),
    arguments: z.unknown().optional(),
    parameters: z.unknown().optional(),
  })
  .passthrough();

/** The tool as the assistant was compiled with it, and the call of it the model made. */
const toolWithToolCall = z
  .object({
    name: z.string().optional(),
    function: z.object({ name: z.string() }).passthrough().optional(),
    toolCall: toolCall.optional(),
  })
  .passthrough();

export const toolCallsSchema = z
  .object({
    type: z.literal('tool-calls'),
    // A text chat (a test scenario) has no call.
    call: call.optional(),
    toolCallList: z.array(toolCall).optional(),
    toolWithToolCallList: z.array(toolWithToolCall).optional(),
  })
  .passthrough();

/**
 * The calls of a tool-calls message: Vapi sends them twice, bare in `toolCallList` and beside
 * their tool in `toolWithToolCallList`; the bare list is read, the other when it is missing.
 */
export function toolCallsOf(message: z.infer<typeof toolCallsSchema>): ToolCall[] {
  if (message.toolCallList?.length) return message.toolCallList;
  return (message.toolWithToolCallList ?? []).flatMap((item) =>
    item.toolCall
      ? [{ ...item.toolCall, name: item.toolCall.name ?? item.name, function: item.toolCall.function ?? item.function }]
      : [],
  );
}

/** The number a message concerns; Vapi sends it in its create-DTO shape, without our ids. */
const phoneNumber = z.object({ number: z.string().nullish() }).passthrough();

export const assistantRequestSchema = z
  .object({ type: z.literal('assistant-request'), call: call.optional(), phoneNumber: phoneNumber.nullish() })
  .passthrough();

export const transferDestinationRequestSchema = z
  .object({ type: z.literal('transfer-destination-request'), call: call.optional() })
  .passthrough();

export const envelopeSchema = z.object({ message: z.object({ type: z.string() }).passthrough() });

export type ToolCall = z.infer<typeof toolCall>;
export type EndOfCallReport = z.infer<typeof endOfCallReportSchema>;
export type VapiCall = z.infer<typeof call>;

/** Tool calls differ between Vapi sources: read name and arguments defensively (docs/vendors.md#vapi-tool-calls). */
export function readToolCall(item: ToolCall): { id: string; name: string; args: Record<string, unknown> } {
  const name = item.function?.name ?? item.name ?? '';
  let args: unknown = item.function?.arguments ?? item.function?.parameters ?? item.arguments ?? item.parameters ?? {};
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      args = {};
    }
  }
  return { id: item.id, name, args: args && typeof args === 'object' ? (args as Record<string, unknown>) : {} };
}
