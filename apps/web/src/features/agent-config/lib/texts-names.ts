import type { Agent } from '@portal/shared/agents/agent';
import { TEXT_TEMPLATE_KINDS, TEXT_TEMPLATE_LABELS } from '@portal/shared/texts.plain';

/** The Texts card's preview once its labels are loaded: the texts that are on, in the card's order. */
export const textsNames = (agent: Pick<Agent, 'textingSettings'>) =>
  TEXT_TEMPLATE_KINDS.filter((kind) => agent.textingSettings?.[kind]?.on === true)
    .map((kind) => TEXT_TEMPLATE_LABELS[kind].title)
    .join(', ');
