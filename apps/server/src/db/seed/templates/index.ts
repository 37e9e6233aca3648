import { autoRepairTemplate } from './auto-repair.ts';
import { defaultAgentTemplate } from './default-agent.ts';
import { dentalClinicTemplate } from './dental-clinic.ts';
import { fitnessStudioTemplate } from './fitness-studio.ts';
import { hairSalonTemplate } from './hair-salon.ts';
import { heatingAndCoolingTemplate } from './heating-and-cooling.ts';
import { lawFirmTemplate } from './law-firm.ts';
import { medicalPracticeTemplate } from './medical-practice.ts';
import { plumbingTemplate } from './plumbing.ts';
import { realEstateTemplate } from './real-estate.ts';
import { restaurantTemplate } from './restaurant.ts';
import type { IndustryTemplate } from './template-type.ts';

export type { IndustryTemplate } from './template-type.ts';

/** Every industry template, the hidden default_agent first, in sortOrder. */
export const INDUSTRY_TEMPLATES: IndustryTemplate[] = [
  defaultAgentTemplate,
  dentalClinicTemplate,
  hairSalonTemplate,
  plumbingTemplate,
  restaurantTemplate,
  realEstateTemplate,
  lawFirmTemplate,
  autoRepairTemplate,
  medicalPracticeTemplate,
  heatingAndCoolingTemplate,
  fitnessStudioTemplate,
].sort((a, b) => a.sortOrder - b.sortOrder);

export {
  autoRepairTemplate,
  defaultAgentTemplate,
  dentalClinicTemplate,
  fitnessStudioTemplate,
  hairSalonTemplate,
  heatingAndCoolingTemplate,
  lawFirmTemplate,
  medicalPracticeTemplate,
  plumbingTemplate,
  realEstateTemplate,
  restaurantTemplate,
};
