import { z } from 'zod';
import { agentSchema } from './agent.ts';

/**
 * What the agent endpoints answer besides the agent itself. A vendor refusal never loses the
 * owner's data: the agent is saved and the message says what the voice platform did not take.
 */

/** Create and duplicate: `warning` when the assistant could not be created yet. */
export const agentResultSchema = z.object({ agent: agentSchema, warning: z.string().nullable() });
export type AgentResult = z.infer<typeof agentResultSchema>;

/** A retried push to the voice platform: `error` when it refused again. */
export const syncResultSchema = z.object({ agent: agentSchema, error: z.string().nullable() });
export type SyncResult = z.infer<typeof syncResultSchema>;

/** One saved configuration card: `syncError` when the assistant did not take the new version. */
export const saveSectionResultSchema = z.object({ agent: agentSchema, syncError: z.string().nullable() });
export type SaveSectionResult = z.infer<typeof saveSectionResultSchema>;

/** A new agent picture, already re-encoded and stored. */
export const agentAvatarResultSchema = z.object({ agent: agentSchema });
export type AgentAvatarResult = z.infer<typeof agentAvatarResultSchema>;
