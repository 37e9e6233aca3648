import { z } from 'zod';
import { uuidSchema } from '../api.ts';

export const DEFAULT_TEMPLATE_INDUSTRY = 'default_agent';

/** Readable label of a template's industry key. */
export function templateLabel(industry: string | null | undefined): string {
  const words = (industry ?? '').replace(/[_-]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Unnamed Template';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * What each industry template's agent does on a call, in a line an owner reads when choosing one
 * (the create dialog); an industry without one has none.
 */
const TEMPLATE_DESCRIPTIONS: Record<string, string> = {
  dental_clinic: 'Books checkups and cleanings, reassures nervous patients and flags dental emergencies.',
  hair_salon: 'Books cuts and colour with the right stylist and answers questions about services and prices.',
  plumbing: 'Takes service calls, spots emergencies like burst pipes and collects the address and problem.',
  restaurant: 'Takes reservations, answers questions about the menu, hours and dietary needs.',
  real_estate: 'Qualifies buyers and sellers, books viewings and passes hot leads to an agent.',
  law_firm: 'Screens new enquiries, books consultations and never gives legal advice.',
  auto_repair: 'Books service and repairs, collects the vehicle details and gives status updates.',
  medical_practice: 'Books appointments, takes refill and records requests, and directs emergencies to 911.',
  heating_and_cooling: 'Books repairs and tune-ups, spots no-heat or no-cooling emergencies and collects the address.',
  fitness_studio: 'Books classes and trial visits and answers questions about memberships and schedules.',
};

export const templateDescription = (industry: string): string | null => TEMPLATE_DESCRIPTIONS[industry] ?? null;

export const templateSummarySchema = z.object({
  id: uuidSchema,
  industry: z.string(),
  label: z.string(),
  description: z.string().nullable().meta({ description: "What the template's agent does on a call, in one line." }),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
