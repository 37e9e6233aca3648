import { z } from 'zod';
import { uuidSchema } from '../api.ts';
import { PHONE_INPUT_MAX, phoneNumberMessage, readPhoneNumber } from '../phone.plain.ts';
import { SANDBOX_TRANSFER_BEHAVIOURS } from './sandbox-transfers.plain.ts';
import { scenarioLineSchema } from './scenarios.ts';

/**
 * A simulated inbound call (sandbox only): a pretend caller phones the agent's number on the
 * emulated voice platform and says the owner's lines, one per turn. The call takes the path a
 * real call takes (webhooks, call record, booking tools), so it lands in the call history.
 */

export const SIMULATED_CALL_LIMITS = { lines: 12, lineLength: 500, perWindow: 30, windowMinutes: 10 } as const;

/** Who calls when the owner gives no number: a fictional 555-01xx number, never a real line. */
export const SANDBOX_CALLER_NUMBER = '+15125550123';

export const NO_NUMBER_TO_CALL = "Give this agent a phone number first: simulated calls ring the agent's number.";

const CALLER_NUMBER = 'Caller number';

/**
 * Who calls, typed as people write numbers: (512) 555-0123 reads as a US number, +44 20 7946 0958
 * in full; the call uses it in E.164. Blank is the same as none: the sandbox number calls.
 */
const callerNumber = z
  .string({ error: `${CALLER_NUMBER} must be text.` })
  .max(PHONE_INPUT_MAX, phoneNumberMessage(CALLER_NUMBER))
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const read = readPhoneNumber(value, CALLER_NUMBER);
    if (read.ok) return read.e164;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

const TOO_MANY_LINES = `A simulated call can have at most ${SIMULATED_CALL_LIMITS.lines} caller lines.`;

const callerLine = z
  .string()
  .trim()
  .max(
    SIMULATED_CALL_LIMITS.lineLength,
    `A caller line can have at most ${SIMULATED_CALL_LIMITS.lineLength} characters.`,
  );

export const simulatedCallInputSchema = z
  .object({
    // Blank lines are dropped (a pasted script often ends with one) before the count is checked.
    callerLines: z
      .array(callerLine)
      .max(100, TOO_MANY_LINES)
      .transform((lines) => lines.filter((line) => line !== ''))
      .pipe(
        z
          .array(z.string())
          .min(1, 'Add at least one thing the caller says.')
          .max(SIMULATED_CALL_LIMITS.lines, TOO_MANY_LINES),
      ),
    callerNumber,
  })
  .strict();
export type SimulatedCallInput = z.input<typeof simulatedCallInputSchema>;

export const simulatedCallSchema = z.object({
  /** The call's id in the call history (/calls/{callId}). */
  callId: uuidSchema,
  /** The agent's number that was rung, and who rang it (E.164). */
  calledNumber: z.string(),
  callerNumber: z.string(),
  /** What was said, caller and agent in turn, as the call record keeps it. */
  transcript: z.array(scenarioLineSchema),
});
export type SimulatedCall = z.infer<typeof simulatedCallSchema>;

/** One of the agent's transfer destinations, with how it takes a call in the sandbox. */
export const sandboxTransferSchema = z.object({
  destinationId: z.string(),
  name: z.string(),
  /** E.164. */
  number: z.string(),
  behaviour: z.enum(SANDBOX_TRANSFER_BEHAVIOURS),
});
export type SandboxTransfer = z.infer<typeof sandboxTransferSchema>;

export const sandboxTransferListSchema = z.object({ destinations: z.array(sandboxTransferSchema) });
export type SandboxTransferList = z.infer<typeof sandboxTransferListSchema>;

export const setSandboxTransferSchema = z.object({ behaviour: z.enum(SANDBOX_TRANSFER_BEHAVIOURS) }).strict();
