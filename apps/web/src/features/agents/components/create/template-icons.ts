import IconAirConditioning from '~icons/tabler/air-conditioning';
import IconBarbell from '~icons/tabler/barbell';
import IconBuildingStore from '~icons/tabler/building-store';
import IconCar from '~icons/tabler/car';
import IconDental from '~icons/tabler/dental';
import IconDroplet from '~icons/tabler/droplet';
import IconHome from '~icons/tabler/home';
import IconScale from '~icons/tabler/scale';
import IconScissors from '~icons/tabler/scissors';
import IconStethoscope from '~icons/tabler/stethoscope';
import IconToolsKitchen2 from '~icons/tabler/tools-kitchen-2';
import type { Icon } from '../../../../components/ui/tabler-icon';

/** Each seeded industry's mark on its template tile (the seed's keys, packages/shared/src/agents/templates.ts). */
const ICONS: Record<string, Icon> = {
  dental_clinic: IconDental,
  hair_salon: IconScissors,
  plumbing: IconDroplet,
  restaurant: IconToolsKitchen2,
  real_estate: IconHome,
  law_firm: IconScale,
  auto_repair: IconCar,
  medical_practice: IconStethoscope,
  heating_and_cooling: IconAirConditioning,
  fitness_studio: IconBarbell,
};

/** An industry added later, without a mark of its own, shows a shopfront. */
export const templateIcon = (industry: string): Icon => ICONS[industry] ?? IconBuildingStore;
