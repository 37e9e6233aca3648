import { z } from 'zod';
import { uuidSchema } from './api.ts';

/** A test call's id on the voice platform, as the browser got it when the call started. */
export const platformCallIdSchema = z.object({
  callId: uuidSchema.describe("The test call's id on the voice platform"),
});

/** A test call the browser's page left while it was on, now ended in the call history. */
export const leftTestCallSchema = z.object({
  /** The call history's id of the call, for its page. */
  id: uuidSchema,
  /** How it ended, in the voice platform's words (`customer-ended-call`, ...). */
  endedReason: z.string().nullable(),
});
export type LeftTestCall = z.infer<typeof leftTestCallSchema>;
