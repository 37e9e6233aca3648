import type { ConfigTab } from '@portal/shared/agents/cards.plain';

export const CONFIG_TABS: readonly { value: ConfigTab; label: string; heading: string }[] = [
  { value: 'personality', label: 'Personality', heading: 'Personality & Voice' },
  { value: 'brain', label: 'Brain', heading: 'Business Details' },
  { value: 'responsibilities', label: 'Responsibilities', heading: 'Available Tasks' },
];

/** `?tab=` selects a tab; any other value is ignored. */
export function readTab(value: string | null): ConfigTab {
  return CONFIG_TABS.find((tab) => tab.value === value)?.value ?? 'personality';
}
