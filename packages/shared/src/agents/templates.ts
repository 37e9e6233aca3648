import { z } from 'zod';
import { uuidSchema } from '../api.ts';

export const DEFAULT_TEMPLATE_INDUSTRY = 'default_agent';

/** Readable label of a template's industry key. */
export function templateLabel(industry: string | null | undefined): string {
  const words = (industry ?? '').replace(/[_-]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Unnamed Template';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export const templateSummarySchema = z.object({ id: uuidSchema, industry: z.string(), label: z.string() });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
