import { z } from 'zod';
import { timestampSchema, uuidSchema } from './api.ts';
import { DATA_EXPORT_STATUSES } from './data-export.plain.ts';

export * from './data-export.plain.ts';

/** One "Download my data" archive: being built, ready to download (until it expires), or failed with why. */
export const dataExportSchema = z.object({
  id: uuidSchema,
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: timestampSchema,
  readyAt: timestampSchema.nullable(),
  /** When the link stops working (24 hours after the archive is ready); null while building. */
  expiresAt: timestampSchema.nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** Why the build failed, in the owner's words; null unless failed. */
  error: z.string().nullable(),
  /** The signed download address (below /api), while the archive is ready and the link lasts. */
  downloadPath: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The owner's newest archive (null when none is kept), where its link was e-mailed, and the owner's zone. */
export const latestDataExportSchema = z.object({
  export: dataExportSchema.nullable(),
  email: z.string(),
  timezone: z.string(),
});
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;
