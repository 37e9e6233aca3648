import { z } from 'zod';

/**
 * The assistant a browser test call talks to: what callers hear, or, while the agent has a draft,
 * a separate assistant made from the draft, so the owner hears their changes before publishing.
 * Only its id reaches the browser: the compiled assistant holds the webhook's secret.
 */
export const testAssistantSchema = z.object({
  assistantId: z.string().describe("The voice platform's assistant id to start the web call with."),
  draft: z.boolean().describe("The assistant is the agent's draft (its changes not published yet)."),
  assistantOverrides: z
    .object({ variableValues: z.record(z.string(), z.string()), firstMessage: z.string() })
    .optional()
    .describe(
      'To start the web call with when it pretends to be a caller the owner knows: what the agent is told about them (their name, next appointment and the note) and its greeting by name, as on a real call from their number.',
    ),
});

export const testAssistantQuerySchema = z.object({
  caller: z
    .string()
    .uuid()
    .optional()
    .describe(
      'Pretend to be this caller of the directory: the agent is told about them as on a call from their number.',
    ),
});
export type TestAssistant = z.infer<typeof testAssistantSchema>;
