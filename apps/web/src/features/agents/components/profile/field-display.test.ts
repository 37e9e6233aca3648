import type { Agent } from '@portal/shared/agents/agent';
import { defaultHours } from '@portal/shared/agents/hours';
import { describe, expect, it } from 'vitest';
import { displayField } from './field-display';

/** An agent as the API sends it. */
const agent = (extra: Partial<Agent> = {}) => {
  const fields = {
    agentName: 'Sam',
    voice: null,
    vibe: null,
    accent: null,
    yourHours: defaultHours(),
    timezone: 'America/New_York',
    websiteInfo: null,
    scheduling: 'No',
    greeting: '',
    callForwardingActive: false,
    transferDestinations: [],
    transferMode: 'warm',
    urgentMattersEnabled: false,
    urgentMattersSituations: null,
    urgentMattersAction: null,
    urgentMattersInfoToCollect: [],
    urgentMattersInfoToCollectOther: null,
    businessName: null,
    userSavedSections: [],
    initialConfigSnapshot: null,
    ...extra,
  };
  return fields as Agent;
};

describe('displayField', () => {
  it('shows voice, vibe and accent by their names, a stored alloy or null as Regina', () => {
    expect(displayField(agent({ voice: 'alloy' }), 'voice')).toEqual({ kind: 'text', text: 'Regina' });
    expect(displayField(agent({ voice: 'luna' }), 'voice')).toEqual({ kind: 'text', text: 'Luna' });
    expect(displayField(agent({ vibe: 'witty_playful' }), 'vibe')).toEqual({ kind: 'text', text: 'Witty' });
    expect(displayField(agent(), 'accent')).toEqual({ kind: 'text', text: 'Standard U.S.' });
  });

  it('describes the hours as a clock reads, with the time zone in words', () => {
    const hours = displayField(agent(), 'yourHours');
    expect(hours.kind).toBe('text');
    expect(hours.kind === 'text' && hours.text.replace(/\u2060/g, '').replace(/\u00a0/g, ' ')).toBe(
      'Mon–Fri 9 AM–5 PM; Sat–Sun closed; Eastern Time (New York)',
    );
  });

  it("shows tasks that are off or empty as 'Off', empty business fields as 'Not set'", () => {
    for (const field of ['greeting', 'callForwarding', 'scheduling', 'urgentMatters'] as const) {
      expect(displayField(agent(), field)).toEqual({ kind: 'empty', text: 'Off' });
    }
    expect(displayField(agent(), 'businessName')).toEqual({ kind: 'empty', text: 'Not set' });
  });

  it('reads call forwarding and urgent matters when on', () => {
    const on = agent({
      callForwardingActive: true,
      transferDestinations: [
        {
          id: 'd1',
          name: 'Front desk',
          countryCode: '+1',
          number: '+15125550100',
          reason: 'Only for emergencies.',
          ringWhen: 'always',
          hours: null,
          display: '(512) 555-0100',
        },
      ],
      urgentMattersEnabled: true,
      urgentMattersAction: 'forward_call',
      urgentMattersInfoToCollect: ['Full Name', 'Phone'],
      urgentMattersSituations: 'Flooding.',
    });
    expect(displayField(on, 'callForwarding')).toEqual({
      kind: 'text',
      // Each destination with its number as callers write it, then how transfers are made.
      text: 'Front desk, (512) 555-0100: Only for emergencies.\nWarm transfers: the caller is introduced first',
    });
    expect(displayField(on, 'urgentMatters')).toEqual({
      kind: 'text',
      text: 'Action: Forward the call\nCollect: Full Name, Phone\nWhen: Flooding.',
    });
  });

  it('keeps website knowledge as text, or as entries with malformed ones dropped', () => {
    expect(displayField(agent({ websiteInfo: 'We fix pipes.' }), 'websiteInfo')).toEqual({
      kind: 'text',
      text: 'We fix pipes.',
    });
    const entry = { url: 'https://example.com', processed_title: 'Home', user_category: 'Services', summary: 'Pipes.' };
    expect(displayField(agent({ websiteInfo: [entry, { url: 42 }] }), 'websiteInfo')).toEqual({
      kind: 'website',
      entries: [entry],
    });
  });
});
