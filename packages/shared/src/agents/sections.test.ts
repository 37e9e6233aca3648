import { describe, expect, it } from 'vitest';
import { createAgentSchema } from './agent.ts';
import { CARDS, cardByKey } from './cards.plain.ts';
import { defaultSchedulingConfig } from './scheduling.ts';
import {
  FORWARDING_NUMBER_INVALID,
  FORWARDING_NUMBER_REQUIRED,
  forwardingCodeMismatch,
  forwardingDisplay,
  forwardingTarget,
} from './forwarding.plain.ts';
import { SECTION_SCHEMAS } from './sections.ts';

const refusal = (key: string, body: unknown) => SECTION_SCHEMAS[key]!.safeParse(body).error?.issues[0];

describe('names and one-line cards', () => {
  it('holds Business Name to one line of at most 100 characters', () => {
    expect(cardByKey('businessName')?.lineLimit).toBe(100);
    expect(SECTION_SCHEMAS.businessName!.parse({ businessName: '  Bright Smile Dental ' })).toEqual({
      businessName: 'Bright Smile Dental',
    });
    expect(refusal('businessName', { businessName: 'x'.repeat(5000) })).toMatchObject({
      path: ['businessName'],
      message: 'Business Name must be at most 100 characters.',
    });
    expect(refusal('businessName', { businessName: 'Bright\nSmile' })?.message).toBe(
      'Business Name must be one line, without line breaks.',
    );
  });

  it('holds Type of Business to one line of at most 200 characters, and leaves long texts their own limit', () => {
    expect(refusal('typeOfBusiness', { typeOfBusiness: 'x'.repeat(201) })?.message).toBe(
      'Type of Business must be at most 200 characters.',
    );
    expect(cardByKey('faqAndPolicies')?.lineLimit).toBeUndefined();
    expect(SECTION_SCHEMAS.faqAndPolicies!.safeParse({ faqAndPolicies: 'Line one.\nLine two.' }).success).toBe(true);
  });

  it('names the agent name and its limit, when creating and when saving', () => {
    expect(refusal('agentName', { agentName: 'x'.repeat(81) })?.message).toBe(
      'Agent name must be at most 80 characters.',
    );
    expect(refusal('agentName', { agentName: '  ' })?.message).toBe('Please enter a name.');
    expect(createAgentSchema.safeParse({ agentName: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      'Agent name must be at most 80 characters.',
    );
    expect(createAgentSchema.parse({ agentName: ' Sam ' })).toEqual({ agentName: 'Sam' });
  });

  it('holds the other information to collect on an urgent call to one line', () => {
    const body = {
      urgentMattersEnabled: true,
      urgentMattersSituations: 'A burst pipe.',
      urgentMattersAction: 'take_message',
      urgentMattersInfoToCollect: ['Other'],
      urgentMattersInfoToCollectOther: 'x'.repeat(201),
    };
    expect(refusal('urgentMatters', body)?.message).toBe(
      'Other information to collect must be at most 200 characters.',
    );
  });

  it('names the limit of an appointment type', () => {
    const withTypes = (types: string[]) => ({
      scheduling: 'Gather Info',
      schedulingConfig: { ...defaultSchedulingConfig(), appointment_types: types },
      schedulingInstructionsText: null,
    });
    expect(SECTION_SCHEMAS.scheduling!.safeParse(withTypes(['Cleaning', 'x'.repeat(80)])).success).toBe(true);
    expect(refusal('scheduling', withTypes(['Cleaning', 'x'.repeat(81)]))).toMatchObject({
      path: ['schedulingConfig', 'appointment_types'],
      message: 'Each appointment type must be at most 80 characters.',
    });
  });
});

describe('the call-forwarding number', () => {
  const body = (callForwardingNumber: string | null, callForwardingCountryCode = '+1') => ({
    callForwardingActive: true,
    callForwardingCountryCode,
    callForwardingNumber,
    callForwardingInstructions: null,
  });
  const saved = (input: ReturnType<typeof body>) =>
    (SECTION_SCHEMAS.callForwarding!.parse(input) as { callForwardingNumber: string | null }).callForwardingNumber;

  it('is stored in E.164, however it was typed', () => {
    expect(saved(body('(512) 555-0100'))).toBe('+15125550100');
    expect(saved(body('512 555 0100'))).toBe('+15125550100');
    expect(saved(body('+1 512-555-0100'))).toBe('+15125550100');
    expect(saved(body('020 7946 0000', '+44'))).toBe('+442079460000');
  });

  it('refuses what is not a phone number, and a country code that disagrees with the list', () => {
    expect(refusal('callForwarding', body('call me maybe'))).toMatchObject({
      path: ['callForwardingNumber'],
      message: FORWARDING_NUMBER_INVALID,
    });
    expect(refusal('callForwarding', body('555 01'))?.message).toBe(FORWARDING_NUMBER_INVALID);
    expect(refusal('callForwarding', body(null))?.message).toBe(FORWARDING_NUMBER_REQUIRED);
    expect(refusal('callForwarding', body('+44 20 7946 0000'))?.message).toBe(forwardingCodeMismatch('+44'));
  });

  it('stores no number while forwarding is off', () => {
    expect(saved({ ...body('(512) 555-0100'), callForwardingActive: false })).toBeNull();
  });

  it('reads stored numbers, including the digits older code stored beside the country code', () => {
    const target = (callForwardingNumber: string | null, callForwardingCountryCode = '+1') =>
      forwardingTarget({ callForwardingCountryCode, callForwardingNumber });
    expect(target('+15125550100')).toBe('+15125550100');
    expect(target('5125550100')).toBe('+15125550100');
    expect(target('2079460000', '+44')).toBe('+442079460000');
    expect(target(null)).toBeNull();
    expect(target('555')).toBeNull();
  });

  it('is shown as people write it', () => {
    const display = (callForwardingNumber: string | null, callForwardingCountryCode = '+1') =>
      forwardingDisplay({ callForwardingCountryCode, callForwardingNumber });
    expect(display('+15125550100')).toBe('(512) 555-0100');
    expect(display('5125550100')).toBe('(512) 555-0100');
    expect(display('+442079460000', '+44')).toBe('+44 20 7946 0000');
    expect(display('555', '+44')).toBe('+44 555');
  });
});

describe('task cards', () => {
  const tasks = CARDS.filter((card) => card.editor === 'task');

  it('refuse a task switched on with its text empty, under the field and with its own message', () => {
    expect(refusal('makeASale', { makeASale: '' })).toMatchObject({
      path: ['makeASale'],
      message: 'Describe what the agent should offer.',
    });
    expect(refusal('givingQuotes', { givingQuotes: ' \n ' })).toMatchObject({
      path: ['givingQuotes'],
      message: 'Describe how the agent should give quotes.',
    });
    for (const card of tasks) {
      expect([card.key, refusal(card.key, { [card.key]: '' })?.message]).toEqual([card.key, card.requiredMessage]);
    }
  });

  it('save a task switched off as null and a described one trimmed', () => {
    for (const card of tasks) {
      expect(SECTION_SCHEMAS[card.key]!.parse({ [card.key]: null })).toEqual({ [card.key]: null });
    }
    expect(SECTION_SCHEMAS.makeASale!.parse({ makeASale: '  Offer the yearly plan. ' })).toEqual({
      makeASale: 'Offer the yearly plan.',
    });
  });
});
