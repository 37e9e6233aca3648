import type { Agent } from '@portal/shared/agents/agent';
import { readInfoList, readWebsiteInfo } from '@portal/shared/agents/agent.plain';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';
import { readHours } from '@portal/shared/agents/hours.plain';
import { DEFAULT_TIMEZONE, TIMEZONES } from '@portal/shared/agents/options.plain';
import { buildSpeakingStyle, DEFAULT_ACCENT, DEFAULT_VIBE } from '@portal/shared/agents/personality.plain';
import { readSchedulingConfig, schedulingMode } from '@portal/shared/agents/scheduling.plain';
import { resolveVoice } from '@portal/shared/agents/voices.plain';
import { nationalPhone } from '@portal/shared/phone.plain';
import { toOneLine } from '@portal/shared/text-fields.plain';
import { readTextingSettings } from '@portal/shared/texts.plain';

/** What a card's form holds: its section body, plus `enabled` for the task toggles that are not a column. */
export type SectionFormValues = Record<string, unknown>;
export type SectionBody = Record<string, unknown>;

/** The task toggle of text tasks and scheduling lives only in the form: the stored value says whether it is on. */
export const ENABLED = 'enabled';

/** A newly chosen picture (a File) waits in the form until Save; it is uploaded, never part of the PATCH body. */
export const AVATAR = 'avatar';

const text = (value: string | null | undefined) => value ?? '';
const hasText = (value: string | null | undefined) => !!value && value.trim() !== '';

/** The form of a card filled from the agent's current values. */
export function initialFormValues(card: CardDefinition, agent: Agent): SectionFormValues {
  switch (card.editor) {
    case 'nameAvatar':
      return { agentName: agent.agentName, [AVATAR]: null };
    case 'voice':
      return { voice: resolveVoice(agent.voice).dataId };
    case 'vibeAccent': {
      const vibe = agent.vibe || DEFAULT_VIBE;
      const accent = agent.accent || DEFAULT_ACCENT;
      return { vibe, accent, speakingStyle: agent.speakingStyle || buildSpeakingStyle(vibe, accent) };
    }
    case 'hours':
      return {
        yourHours: readHours(agent.yourHours),
        timezone: TIMEZONES.some((zone) => zone.id === agent.timezone) ? agent.timezone : DEFAULT_TIMEZONE,
        closures: agent.closures,
      };
    case 'website':
      return { websiteInfo: readWebsiteInfo(agent.websiteInfo) };
    case 'callForwarding':
      return {
        callForwardingActive: agent.callForwardingActive,
        // Stored in E.164; typed and shown without the country code, which has its own list.
        transferDestinations: agent.transferDestinations.map(({ display: _display, ...destination }) => ({
          ...destination,
          number: nationalPhone(destination.number),
        })),
        transferMode: agent.transferMode,
        transferNoAnswerSeconds: agent.transferNoAnswerSeconds,
      };
    case 'scheduling': {
      const enabled = schedulingMode(agent.scheduling) !== 'No';
      return {
        [ENABLED]: enabled,
        scheduling: enabled ? agent.scheduling : 'Gather Info',
        schedulingConfig: readSchedulingConfig(agent.schedulingConfig),
        schedulingInstructionsText: text(agent.schedulingInstructionsText),
        rememberCallers: agent.rememberCallers,
      };
    }
    case 'urgentMatters':
      return {
        urgentMattersEnabled: agent.urgentMattersEnabled,
        urgentMattersSituations: text(agent.urgentMattersSituations),
        urgentMattersAction: agent.urgentMattersAction,
        urgentMattersInfoToCollect: readInfoList(agent.urgentMattersInfoToCollect),
        urgentMattersInfoToCollectOther: text(agent.urgentMattersInfoToCollectOther),
        urgentMattersDestinationId: agent.urgentMattersDestinationId,
      };
    case 'texts':
      return { textingSettings: readTextingSettings(agent.textingSettings) };
    // The agent carries the settings over their defaults already.
    case 'privacy':
      return { privacySettings: { ...agent.privacySettings } };
    case 'task': {
      const value = agent[card.key as keyof Agent] as string | null;
      return { [ENABLED]: hasText(value), [card.key]: text(value) };
    }
    case 'text': {
      const value = text(agent[card.key as keyof Agent] as string | null);
      // A name that older code let span lines starts as the one line its input shows.
      return { [card.key]: card.lineLimit ? toOneLine(value) : value };
    }
  }
}

/** The PATCH body of a form: a task that is switched off saves its fields as null or false. */
export function sectionBody(card: CardDefinition, values: SectionFormValues): SectionBody {
  const { [ENABLED]: enabled, ...body } = values;
  switch (card.editor) {
    case 'nameAvatar':
      return { agentName: body.agentName };
    case 'task':
      return enabled ? body : { [card.key]: null };
    case 'scheduling':
      // Recognising returning callers is not only about bookings: it is kept with scheduling off.
      return enabled
        ? body
        : {
            scheduling: 'No',
            schedulingConfig: null,
            schedulingInstructionsText: null,
            rememberCallers: body.rememberCallers,
          };
    case 'urgentMatters':
      return body.urgentMattersEnabled
        ? body
        : {
            urgentMattersEnabled: false,
            urgentMattersSituations: null,
            urgentMattersAction: null,
            urgentMattersInfoToCollect: [],
            urgentMattersInfoToCollectOther: null,
            urgentMattersDestinationId: null,
          };
    default:
      return body;
  }
}
