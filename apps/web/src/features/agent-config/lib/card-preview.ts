import type { Agent } from '@portal/shared/agents/agent';
import { readInfoList, readWebsiteInfo } from '@portal/shared/agents/agent.plain';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { describeWeekForOwner, readHours } from '@portal/shared/agents/hours.plain';
import { accentLabel, vibeLabel } from '@portal/shared/agents/personality-labels.plain';
import { readSchedulingConfig, schedulingMode } from '@portal/shared/agents/scheduling.plain';
import { resolveVoice } from '@portal/shared/agents/voices.plain';
import { privacySummary } from '@portal/shared/agents/privacy-summary.plain';
import { textsOn } from '@portal/shared/agents/texts-on.plain';

const OFF = 'Off';
/** What a card with nothing in it says. */
export const EMPTY_PREVIEW = 'Not set yet';

const or = (value: string | null | undefined, fallback = EMPTY_PREVIEW) =>
  value && value.trim() ? value.trim() : fallback;

function websitePreview(value: unknown): string {
  const info = readWebsiteInfo(value);
  if (info === null) return EMPTY_PREVIEW;
  if (typeof info === 'string') return or(info);
  const count = info.length;
  if (count === 0) return EMPTY_PREVIEW;
  return `${count} page${count === 1 ? '' : 's'}: ${info.map((entry) => entry.processed_title || entry.url).join(', ')}`;
}

function schedulingPreview(agent: Agent): string {
  const mode = schedulingMode(agent.scheduling);
  if (mode === 'No') return OFF;
  const types = readSchedulingConfig(agent.schedulingConfig).appointment_types;
  return types.length ? `${mode}: ${types.join(', ')}` : mode;
}

function urgentPreview(agent: Agent): string {
  if (!agent.urgentMattersEnabled) return OFF;
  const action = agent.urgentMattersAction === 'forward_call' ? 'forward the call' : 'take a message';
  const info = readInfoList(agent.urgentMattersInfoToCollect).filter((item) => item !== 'Other');
  return [or(agent.urgentMattersSituations, 'Urgent situations not described'), `Then ${action}.`, info.join(', ')]
    .filter(Boolean)
    .join(' ');
}

/**
 * The Texts card's preview without the texts' labels: the card shows it until they load and then
 * names the texts (texts-preview.tsx), so the page's first load does not carry them.
 */
export const textsSummary = (count: number) => (count === 0 ? OFF : count === 1 ? '1 text on' : `${count} texts on`);

/** One line or paragraph telling what a card currently holds, shown on the card. */
export function cardPreview(card: CardDefinition, agent: Agent): string {
  switch (card.editor) {
    case 'nameAvatar':
      return agent.agentName;
    case 'voice': {
      const voice = resolveVoice(agent.voice);
      return `${voice.name}: ${voice.description}`;
    }
    case 'vibeAccent':
      return `${vibeLabel(agent.vibe)} vibe, ${accentLabel(agent.accent)} accent`;
    case 'hours': {
      const closed =
        agent.closures.length === 0
          ? ''
          : `; ${agent.closures.length === 1 ? '1 closed date' : `${agent.closures.length} closed dates`}`;
      return `${describeWeekForOwner(readHours(agent.yourHours), agent.timezone)}${closed}`;
    }
    case 'website':
      return websitePreview(agent.websiteInfo);
    case 'callForwarding':
      return agent.callForwardingActive
        ? `Transfers to ${agent.transferDestinations.map((destination) => destination.name).join(', ')}`
        : OFF;
    case 'scheduling':
      return schedulingPreview(agent);
    case 'urgentMatters':
      return urgentPreview(agent);
    case 'texts':
      return textsSummary(textsOn(agent).length);
    case 'privacy':
      return privacySummary(agent.privacySettings);
    case 'task':
      return or(agent[card.key as keyof Agent] as string | null, OFF);
    case 'text':
      return or(agent[card.key as keyof Agent] as string | null);
  }
}
