import { cardByKey } from '@portal/shared/agents/cards.plain';
import { defaultHours } from '@portal/shared/agents/hours';
import { defaultSchedulingConfig } from '@portal/shared/agents/scheduling';
import { describe, expect, it } from 'vitest';
import { agentFixture } from '../testing/agent-fixture';
import { isUnchanged } from './no-change';
import { initialFormValues, sectionBody } from './section-form';

const card = (key: string) => cardByKey(key)!;
const unchangedForm = (key: string, agent = agentFixture()) =>
  sectionBody(card(key), initialFormValues(card(key), agent));

describe('isUnchanged', () => {
  it('finds every card unchanged when its form is saved as opened', () => {
    const agent = agentFixture({
      greeting: 'Hi',
      websiteInfo: [{ url: 'https://a.example', processed_title: 'A', user_category: 'FAQs', summary: 'S' }],
    });
    for (const key of [
      'agentName',
      'voice',
      'vibeAndAccent',
      'yourHours',
      'websiteInfo',
      'greeting',
      'callForwarding',
      'scheduling',
      'urgentMatters',
      'texts',
      'description',
    ]) {
      expect(isUnchanged(card(key), agent, unchangedForm(key, agent)), key).toBe(true);
    }
  });

  it('ignores surrounding spaces and blank-versus-null in text', () => {
    const agent = agentFixture({ description: null, greeting: 'Hello' });
    expect(isUnchanged(card('description'), agent, { description: '   ' })).toBe(true);
    expect(isUnchanged(card('greeting'), agent, { greeting: ' Hello\n' })).toBe(true);
    expect(isUnchanged(card('greeting'), agent, { greeting: 'Hello!' })).toBe(false);
  });

  it('compares hours by value, not by key order', () => {
    const agent = agentFixture();
    const reordered = Object.fromEntries(Object.entries(defaultHours()).reverse());
    const hours = (timezone: string, yourHours: unknown) => ({ timezone, yourHours, closures: [] });
    expect(isUnchanged(card('yourHours'), agent, hours('America/New_York', reordered))).toBe(true);
    expect(isUnchanged(card('yourHours'), agent, hours('Europe/London', defaultHours()))).toBe(false);
    const closed = {
      ...hours('America/New_York', defaultHours()),
      closures: [{ id: 'c1', from: '2026-12-25', to: '2026-12-25', note: null }],
    };
    expect(isUnchanged(card('yourHours'), agent, closed)).toBe(false);
  });

  it('sees a switched-off task as unchanged only when it was off', () => {
    const off = { scheduling: 'No', schedulingConfig: null, schedulingInstructionsText: null };
    expect(isUnchanged(card('scheduling'), agentFixture(), off)).toBe(true);
    const on = agentFixture({ scheduling: 'Gather Info', schedulingConfig: defaultSchedulingConfig() });
    expect(isUnchanged(card('scheduling'), on, off)).toBe(false);
    // Recognising returning callers is the card's too, with scheduling on or off.
    expect(isUnchanged(card('scheduling'), agentFixture(), { ...off, rememberCallers: false })).toBe(false);
  });

  it('sees a text switched on, or its template changed, as a change', () => {
    const agent = agentFixture();
    const texts = (changes: object) => ({ textingSettings: { ...agent.textingSettings, ...changes } });
    expect(isUnchanged(card('texts'), agent, texts({}))).toBe(true);
    expect(isUnchanged(card('texts'), agent, texts({ booking: { ...agent.textingSettings.booking, on: true } }))).toBe(
      false,
    );
    const template = `${agent.textingSettings.missedCall.template} `;
    expect(isUnchanged(card('texts'), agent, texts({ missedCall: { on: false, template } }))).toBe(true);
    expect(
      isUnchanged(card('texts'), agent, texts({ missedCall: { on: false, template: '{business}: call us.' } })),
    ).toBe(false);
  });

  it('treats a body the schema refuses as a change, so the server explains the problem', () => {
    expect(isUnchanged(card('agentName'), agentFixture(), { agentName: '' })).toBe(false);
  });
});
