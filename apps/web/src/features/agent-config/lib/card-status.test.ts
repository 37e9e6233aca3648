import type { Agent } from '@portal/shared/agents/agent';
import { CARDS, cardByKey } from '@portal/shared/agents/cards.plain';
import { profileProgress } from '@portal/shared/agents/completion.plain';
import { GO_LIVE_CARDS } from '@portal/shared/go-live.plain';
import { destination } from '@portal/shared/testing/destinations';
import { DEFAULT_TEXTING_SETTINGS } from '@portal/shared/texts.plain';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { CARD_STATUS_COLORS, CARD_STATUS_LABELS, cardStatus, type CardStatus } from './card-status';

const missedCallOn = { ...DEFAULT_TEXTING_SETTINGS, missedCall: { ...DEFAULT_TEXTING_SETTINGS.missedCall, on: true } };

const badge = (agent: Agent, key: string) => {
  const status = cardStatus(agent, cardByKey(key)!);
  return { text: CARD_STATUS_LABELS[status], color: CARD_STATUS_COLORS[status] };
};

describe('a card’s status badge', () => {
  // The fixture is a blank template's agent: a greeting, the suggested week, every other task off.
  const cases: [string, Partial<Agent>, string, string, string][] = [
    ['saved, not empty', { userSavedSections: ['endOfCall'], endOfCall: 'Bye!' }, 'endOfCall', 'Completed', 'green'],
    ['a task saved off', { userSavedSections: ['specialOffers'] }, 'specialOffers', 'Saved (Empty/Off)', 'gray'],
    ['a text saved empty', { userSavedSections: ['description'] }, 'description', 'Saved (Empty/Off)', 'gray'],
    ['a template’s greeting, not saved', {}, 'greeting', 'Using Default Information', 'blue'],
    ['the suggested week, not saved', {}, 'yourHours', 'Using Default Information', 'blue'],
    ['no business name: needed to go live', {}, 'businessName', 'Incomplete', 'orange'],
    ['no hours at all: needed to go live', { yourHours: null }, 'yourHours', 'Incomplete', 'orange'],
    ['a text task off, never saved', {}, 'makeASale', 'Off', 'gray'],
    ['call forwarding off, never saved', {}, 'callForwarding', 'Off', 'gray'],
    ['scheduling off, never saved', {}, 'scheduling', 'Off', 'gray'],
    ['urgent matters off, never saved', {}, 'urgentMatters', 'Off', 'gray'],
    ['a greeting emptied, never saved', { greeting: null }, 'greeting', 'Off', 'gray'],
    [
      'call forwarding on, never saved: needed to go live while on',
      {
        callForwardingActive: true,
        transferDestinations: [{ ...destination({ number: '+15125550100' }), display: '(512) 555-0100' }],
      },
      'callForwarding',
      'Incomplete',
      'orange',
    ],
    ['texts all off, never saved', {}, 'texts', 'Off', 'gray'],
    ['texts saved all off: off, not "Saved (Empty/Off)"', { userSavedSections: ['texts'] }, 'texts', 'Off', 'gray'],
    [
      'a text on, saved',
      { userSavedSections: ['texts'], textingSettings: missedCallOn },
      'texts',
      'Completed',
      'green',
    ],
    [
      'a text on, never saved (a draft kept elsewhere)',
      { textingSettings: missedCallOn },
      'texts',
      'Completed',
      'green',
    ],
    ['recording & privacy, never saved: its defaults are in force', {}, 'privacy', 'Completed', 'green'],
    [
      'recording & privacy with recording off',
      { userSavedSections: ['privacy'], privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, recording: false } },
      'privacy',
      'Completed',
      'green',
    ],
    ['an empty description', {}, 'description', 'Optional', 'gray'],
    ['no website pages', {}, 'websiteInfo', 'Optional', 'gray'],
  ];
  it.each(cases)('%s', (_name, overrides, key, text, color) => {
    expect(badge(agentFixture(overrides), key)).toEqual({ text, color });
  });

  it('reads Incomplete only on cards the go-live checklist needs', () => {
    const bare = agentFixture({ yourHours: null, greeting: null, callForwardingActive: true });
    const incomplete = CARDS.filter((card) => cardStatus(bare, card) === 'incomplete').map((card) => card.key);
    expect(incomplete.sort()).toEqual([...GO_LIVE_CARDS].sort());
    const statuses = new Set<CardStatus>(CARDS.map((card) => cardStatus(agentFixture(), card)));
    // Recording & Privacy is the one card a blank agent has complete: its defaults are in force.
    expect([...statuses].sort()).toEqual(['complete', 'default', 'incomplete', 'off', 'optional']);
  });

  it('never counts the recording settings toward progress', () => {
    const off = { userSavedSections: ['privacy'], privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, recording: false } };
    expect(profileProgress(agentFixture(off))).toEqual(profileProgress(agentFixture()));
  });

  it('never counts the texts toward progress or going live', () => {
    const saved = { userSavedSections: ['texts'] };
    expect(profileProgress(agentFixture({ ...saved, textingSettings: missedCallOn }))).toEqual(
      profileProgress(agentFixture()),
    );
    const bare = agentFixture({ ...saved, yourHours: null, textingSettings: missedCallOn });
    expect(CARDS.filter((card) => cardStatus(bare, card) === 'incomplete').map((card) => card.key)).not.toContain(
      'texts',
    );
  });
});
