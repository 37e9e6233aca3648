import { describe, expect, it } from 'vitest';
import type { Agent } from './agent.ts';
import { CARDS, TRACKED_FIELDS, cardByKey } from './cards.plain.ts';
import {
  configSnapshot,
  profileProgress,
  sectionStatus,
  showsDefaultBadge,
  type SectionStatus,
} from './completion.plain.ts';
import { defaultHours } from './hours.ts';

type TestAgent = Partial<Agent> & Pick<Agent, 'userSavedSections' | 'initialConfigSnapshot'>;

const base = (overrides: Partial<Agent> = {}): TestAgent => {
  const agent: TestAgent = {
    agentName: 'Sam',
    voice: null,
    vibe: 'cheerful_upbeat',
    accent: 'standard_us',
    yourHours: defaultHours(),
    greeting: 'Thanks for calling!',
    callForwardingActive: false,
    transferDestinations: [],
    urgentMattersEnabled: false,
    urgentMattersInfoToCollect: [],
    scheduling: 'No',
    userSavedSections: [],
    initialConfigSnapshot: null,
    ...overrides,
  };
  agent.initialConfigSnapshot = configSnapshot(agent);
  return agent;
};

const status = (agent: TestAgent, key: string) => sectionStatus(agent, cardByKey(key)!);

describe('the 26 tracked fields', () => {
  it('are exactly 26 and unique', () => {
    expect(TRACKED_FIELDS).toHaveLength(26);
    expect(new Set(TRACKED_FIELDS).size).toBe(26);
  });
  it('cover 3 personality, 12 brain and 10 task cards; the Texts card tracks none', () => {
    const count = (tab: string) => CARDS.filter((card) => card.tab === tab && card.tracked.length > 0).length;
    expect([count('personality'), count('brain'), count('responsibilities')]).toEqual([3, 12, 10]);
    expect(cardByKey('texts')).toMatchObject({ tab: 'responsibilities', tracked: [] });
  });
});

describe('section status', () => {
  const cases: [string, TestAgent, string, SectionStatus][] = [
    ['saved and non-empty', base({ userSavedSections: ['greeting'], greeting: 'Hi there' }), 'greeting', 'complete'],
    [
      'saved but empty',
      base({ userSavedSections: ['description'], description: '' }),
      'description',
      'completed_empty_off',
    ],
    ['saved and toggled off', base({ userSavedSections: ['callForwarding'] }), 'callForwarding', 'completed_empty_off'],
    ['template value, not saved', base(), 'greeting', 'default'],
    ['product default (hours), not saved', base(), 'yourHours', 'default'],
    ['null voice shown as Regina is the default', base(), 'voice', 'default'],
    ['empty and not saved', base(), 'description', 'incomplete'],
    ['off task not saved', base(), 'urgentMatters', 'incomplete'],
  ];
  it.each(cases)('%s', (_name, agent, key, expected) => {
    expect(status(agent, key)).toBe(expected);
  });

  it('a value changed away from the snapshot without saving is incomplete', () => {
    const agent = base();
    agent.greeting = 'Something else';
    expect(status(agent, 'greeting')).toBe('incomplete');
  });
});

describe('profile progress and default badges', () => {
  it('counts user-saved sections, even when empty', () => {
    const agent = base({ userSavedSections: ['description', 'greeting'] });
    expect(profileProgress(agent).completed).toBe(2);
  });
  it('counts non-empty values that differ from the snapshot and defaults', () => {
    const agent = base();
    agent.description = 'A family dental clinic.';
    agent.vibe = 'luxury_elegant';
    expect(profileProgress(agent)).toEqual({ completed: 2, total: 26, percent: 8 });
  });
  it('does not count defaults', () => {
    expect(profileProgress(base()).completed).toBe(0);
  });
  it('shows Default badges on default values until the section is saved', () => {
    expect(showsDefaultBadge(base(), 'greeting')).toBe(true);
    expect(showsDefaultBadge(base({ userSavedSections: ['greeting'] }), 'greeting')).toBe(false);
    expect(showsDefaultBadge(base({ userSavedSections: ['vibeAndAccent'] }), 'accent')).toBe(false);
  });
  it('shows no Default badge on an empty field', () => {
    expect(showsDefaultBadge(base(), 'description')).toBe(false);
  });
  it('shows the Default badge on tasks that are off by default, until their section is saved', () => {
    expect(showsDefaultBadge(base(), 'callForwarding')).toBe(true);
    expect(showsDefaultBadge(base(), 'urgentMatters')).toBe(true);
    expect(showsDefaultBadge(base({ userSavedSections: ['callForwarding'] }), 'callForwarding')).toBe(false);
  });
});
