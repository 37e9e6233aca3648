import { z } from 'zod';
import { timestampSchema } from '../api.ts';
import { optionalLine } from '../text-fields.ts';
import { VERSION_NOTE_MAX } from './versions.plain.ts';

export * from './versions.plain.ts';

const fieldChangeSchema = z.object({ label: z.string(), before: z.string(), after: z.string() });

export const cardChangeSchema = z.object({
  key: z.string(),
  title: z.string(),
  tab: z.enum(['personality', 'brain', 'responsibilities']),
  summary: z.string().describe('The change in words, e.g. "Greeting changed".'),
  fields: z.array(fieldChangeSchema),
});

/** The draft of a live agent against what callers hear now. */
export const agentDraftSchema = z.object({
  /** Saves change the draft (the agent answers a number) rather than what callers hear. */
  editsGoToDraft: z.boolean(),
  liveVersion: z.number().int().nullable().describe('The published version callers hear; null before the first.'),
  changes: z.array(cardChangeSchema).describe('Card by card, what publishing would change; empty: no draft.'),
  updatedAt: timestampSchema.nullable(),
});
export type AgentDraft = z.infer<typeof agentDraftSchema>;

export const agentVersionSchema = z.object({
  number: z.number().int(),
  note: z.string().nullable(),
  publishedAt: timestampSchema,
  publishedBy: z.string().describe('Who published it: their name, or their e-mail address.'),
  live: z.boolean().describe('Callers hear this version now.'),
  changes: z.array(cardChangeSchema).describe('What this version changed from the one before it.'),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;
export const agentVersionListSchema = z.object({ versions: z.array(agentVersionSchema) });
export type AgentVersionList = z.infer<typeof agentVersionListSchema>;

const noteSchema = optionalLine('Note', VERSION_NOTE_MAX).optional();

export const publishDraftSchema = z.object({ note: noteSchema }).strict();
export type PublishDraftInput = z.infer<typeof publishDraftSchema>;

export const restoreVersionSchema = z
  .object({
    /** true: callers hear it at once (a new version); false: it becomes the draft, to publish later. */
    publish: z.boolean(),
    note: noteSchema,
  })
  .strict();
export type RestoreVersionInput = z.infer<typeof restoreVersionSchema>;
