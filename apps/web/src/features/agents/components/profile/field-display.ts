import type { Agent } from '@portal/shared/agents/agent';
import { readWebsiteEntry, type WebsiteEntry } from '@portal/shared/agents/agent.plain';
import { cardByKey, type TrackedFieldKey } from '@portal/shared/agents/cards.plain';
import { isEmptyValue, trackedValue } from '@portal/shared/agents/completion.plain';
import { describeWeekForOwner, readHours } from '@portal/shared/agents/hours.plain';
import { privacySummary, readPrivacySettings } from '@portal/shared/agents/privacy-summary.plain';
import { textsOn } from '@portal/shared/agents/texts-on.plain';
import { accentLabel, vibeLabel } from '@portal/shared/agents/personality-labels.plain';
import { resolveVoice } from '@portal/shared/agents/voices.plain';
import { tabOf } from './profile-sections';

/** How a tracked field reads on the profile: text, an empty marker, or website knowledge blocks. */
export type FieldDisplay =
  { kind: 'text'; text: string } | { kind: 'empty'; text: string } | { kind: 'website'; entries: WebsiteEntry[] };

const text = (value: string): FieldDisplay => ({ kind: 'text', text: value });
const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');

const URGENT_ACTIONS: Record<string, string> = { take_message: 'Take a message', forward_call: 'Forward the call' };

function websiteEntries(value: unknown): WebsiteEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => readWebsiteEntry(item) ?? []);
}

export function displayField(agent: Agent, field: TrackedFieldKey): FieldDisplay {
  // Tasks switched off read as empty (trackedValue), and are shown as 'Off'.
  if (isEmptyValue(trackedValue(agent, field)))
    return { kind: 'empty', text: tabOf(field) === 'responsibilities' ? 'Off' : 'Not set' };
  switch (field) {
    case 'voice':
      return text(resolveVoice(agent.voice).name);
    case 'vibe':
      return text(vibeLabel(agent.vibe));
    case 'accent':
      return text(accentLabel(agent.accent));
    case 'yourHours':
      return text(describeWeekForOwner(readHours(agent.yourHours), agent.timezone));
    case 'websiteInfo':
      return typeof agent.websiteInfo === 'string'
        ? text(agent.websiteInfo)
        : { kind: 'website', entries: websiteEntries(agent.websiteInfo) };
    case 'callForwarding':
      return text(
        lines(
          ...agent.transferDestinations.map(
            (destination) => `${destination.name}, ${destination.display}: ${destination.reason}`,
          ),
          agent.transferMode === 'cold' ? 'Cold transfers' : 'Warm transfers: the caller is introduced first',
        ),
      );
    case 'urgentMatters':
      return text(
        lines(
          agent.urgentMattersAction &&
            `Action: ${URGENT_ACTIONS[agent.urgentMattersAction] ?? agent.urgentMattersAction}`,
          agent.urgentMattersInfoToCollect.length > 0 && `Collect: ${agent.urgentMattersInfoToCollect.join(', ')}`,
          agent.urgentMattersInfoToCollectOther && `Other: ${agent.urgentMattersInfoToCollectOther}`,
          agent.urgentMattersSituations && `When: ${agent.urgentMattersSituations}`,
        ) || 'On',
      );
    default:
      return text(String(agent[field] ?? ''));
  }
}

/** A Responsibilities card outside the 26 tracked fields, as the profile lists it. */
export type UntrackedCard = { key: 'privacy' | 'texts'; label: string; text: string; off: boolean };

/**
 * The two Responsibilities cards that are settings rather than tracked fields: Recording & Privacy
 * (always in force, in a line) and Texts (how many are on, or Off). They are listed with the
 * section's fields and count toward nothing.
 */
export function untrackedCards(agent: Agent): UntrackedCard[] {
  const on = textsOn(agent).length;
  // Labelled with the cards' own titles.
  const titleOf = (key: UntrackedCard['key']) => cardByKey(key)!.title;
  return [
    {
      key: 'privacy',
      label: titleOf('privacy'),
      text: privacySummary(readPrivacySettings(agent.privacySettings)),
      off: false,
    },
    { key: 'texts', label: titleOf('texts'), text: on === 1 ? '1 text on' : `${on} texts on`, off: on === 0 },
  ];
}
