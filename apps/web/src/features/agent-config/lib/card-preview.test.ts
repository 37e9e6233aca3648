import { cardByKey } from '@portal/shared/agents/cards.plain';
import { DEFAULT_TEXTING_SETTINGS, type TextingSettings } from '@portal/shared/texts.plain';
import { DEFAULT_PRIVACY_SETTINGS } from '@portal/shared/agents/privacy.plain';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { cardPreview } from './card-preview';
import { textsNames } from './texts-names';

const on = (...kinds: (keyof TextingSettings)[]): TextingSettings => ({
  ...DEFAULT_TEXTING_SETTINGS,
  ...Object.fromEntries(kinds.map((kind) => [kind, { ...DEFAULT_TEXTING_SETTINGS[kind], on: true }])),
});

describe('the Texts card’s preview', () => {
  const texts = cardByKey('texts')!;

  it('reads Off when no text is on', () => {
    expect(cardPreview(texts, agentFixture())).toBe('Off');
  });

  it('counts the texts that are on until their labels load', () => {
    expect(cardPreview(texts, agentFixture({ textingSettings: on('missedCall') }))).toBe('1 text on');
    expect(cardPreview(texts, agentFixture({ textingSettings: on('missedCall', 'booking') }))).toBe('2 texts on');
  });

  it('then names them, in the card’s order', () => {
    expect(textsNames(agentFixture({ textingSettings: on('missedCall', 'booking') }))).toBe(
      'Booking confirmation, Missed-call text-back',
    );
    expect(textsNames(agentFixture({ textingSettings: on('ownerMessage') }))).toBe('Messages to your mobile');
  });
});

describe('the Your Hours card’s preview', () => {
  const hours = cardByKey('yourHours')!;

  it('names the zone after the hours, once, and counts the closed dates', () => {
    const preview = cardPreview(
      hours,
      agentFixture({ closures: [{ id: 'c1', from: '2026-12-25', to: '2026-12-25', note: 'Christmas' }] }),
    );
    // The zone's words are kept on one line (no-break spaces).
    expect(preview).toMatch(/; Eastern\u00a0Time\u00a0\(New\u00a0York\); 1 closed date$/);
    expect(preview).not.toContain('((');
    expect(preview).not.toContain('))');
  });
});

describe('the Recording & Privacy card’s preview', () => {
  const privacy = cardByKey('privacy')!;
  const preview = (settings: Partial<typeof DEFAULT_PRIVACY_SETTINGS>) =>
    cardPreview(privacy, agentFixture({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...settings } }));

  it('says whether calls are recorded and how callers are told', () => {
    expect(preview({})).toBe('Recorded, with a notice before the greeting');
    expect(preview({ notice: 'stay-on-line' })).toBe('Recorded, callers agree by staying on the line');
    expect(preview({ notice: 'off' })).toBe('Recorded, callers are not told');
    expect(preview({ recording: false, notice: 'stay-on-line' })).toBe('Not recorded');
  });

  it('adds that the agent says it is an AI at the start, when it does', () => {
    expect(preview({ recording: false, announceAi: true })).toBe('Not recorded; says it is an AI at the start');
  });
});
