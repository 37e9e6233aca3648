import { z } from 'zod';

/**
 * The assistant a browser test call talks to: what callers hear, or, while the agent has a draft,
 * a separate assistant made from the draft, so the owner hears their changes before publishing.
 * Only its id reaches the browser: the compiled assistant holds the webhook's secret.
 */
export const testAssistantSchema = z.object({
  assistantId: z.string().describe("The voice platform's assistant id to start the web call with."),
  draft: z.boolean().describe("The assistant is the agent's draft (its changes not published yet)."),
});
export type TestAssistant = z.infer<typeof testAssistantSchema>;
