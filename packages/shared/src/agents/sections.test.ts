import { describe, expect, it } from 'vitest';
import { createAgentSchema } from './agent.ts';
import { CARDS, cardByKey } from './cards.plain.ts';
import { defaultSchedulingConfig } from './scheduling.ts';
import { FORWARDING_NUMBER_INVALID, FORWARDING_NUMBER_REQUIRED, forwardingCodeMismatch } from './forwarding.plain.ts';
import { defaultHours } from './hours.ts';
import { SECTION_SCHEMAS } from './sections.ts';
import {
  DESTINATION_NAME_REQUIRED,
  DESTINATION_NUMBER_TWICE,
  DESTINATION_REASON_REQUIRED,
  DESTINATIONS_REQUIRED,
  DESTINATIONS_TOO_MANY,
  FIRST_DESTINATION_NAME,
} from './transfers.plain.ts';

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

describe('transfer destinations', () => {
  const front = (number: string, countryCode = '+1') => ({
    id: 'd1',
    name: 'Front desk',
    countryCode,
    number,
    reason: 'Billing questions',
    ringWhen: 'open_hours',
    hours: null,
  });
  const body = (...transferDestinations: unknown[]) => ({ callForwardingActive: true, transferDestinations });
  type Saved = {
    transferDestinations: { number: string; hours: unknown }[];
    transferMode: string;
    transferNoAnswerSeconds: number;
  };
  const saved = (input: unknown) => SECTION_SCHEMAS.callForwarding!.parse(input) as Saved;

  it('stores each number in E.164, however it was typed, warm and ringing 20 seconds unless told otherwise', () => {
    const result = saved(body(front('(512) 555-0100'), { ...front('020 7946 0000', '+44'), id: 'd2' }));
    expect(result.transferDestinations.map((destination) => destination.number)).toEqual([
      '+15125550100',
      '+442079460000',
    ]);
    expect([result.transferMode, result.transferNoAnswerSeconds]).toEqual(['warm', 20]);
  });

  it('refuses what is not a phone number, a country code that disagrees, and a number given twice', () => {
    expect(refusal('callForwarding', body(front('call me maybe')))).toMatchObject({
      path: ['transferDestinations', 0, 'number'],
      message: FORWARDING_NUMBER_INVALID,
    });
    expect(refusal('callForwarding', body(front('')))?.message).toBe(FORWARDING_NUMBER_REQUIRED);
    expect(refusal('callForwarding', body(front('+44 20 7946 0000')))?.message).toBe(forwardingCodeMismatch('+44'));
    expect(refusal('callForwarding', body(front('5125550100'), { ...front('512 555 0100'), id: 'd2' }))).toMatchObject({
      path: ['transferDestinations', 1, 'number'],
      message: DESTINATION_NUMBER_TWICE,
    });
  });

  it('needs a name, a reason, at least one destination while forwarding is on, and at most five', () => {
    expect(refusal('callForwarding', body({ ...front('5125550100'), name: ' ' }))?.message).toBe(
      DESTINATION_NAME_REQUIRED,
    );
    expect(refusal('callForwarding', body({ ...front('5125550100'), reason: '' }))?.message).toBe(
      DESTINATION_REASON_REQUIRED,
    );
    expect(refusal('callForwarding', body())?.message).toBe(DESTINATIONS_REQUIRED);
    expect(saved({ callForwardingActive: false, transferDestinations: [] }).transferDestinations).toEqual([]);
    const six = Array.from({ length: 6 }, (_, index) => ({ ...front(`512555010${index}`), id: `d${index}` }));
    expect(refusal('callForwarding', body(...six))?.message).toBe(DESTINATIONS_TOO_MANY);
  });

  it('keeps hours only for a destination that rings on hours of its own, and bounds the ringing time', () => {
    const hours = defaultHours();
    const own = saved(body({ ...front('5125550100'), ringWhen: 'own_hours', hours }));
    expect(own.transferDestinations[0]!.hours).toEqual(hours);
    expect(saved(body({ ...front('5125550100'), hours })).transferDestinations[0]!.hours).toBeNull();
    expect(refusal('callForwarding', { ...body(front('5125550100')), transferNoAnswerSeconds: 5 })?.message).toBe(
      'Ring for at least 10 seconds.',
    );
  });

  it('takes a save in the shape of the single number as that one destination', () => {
    const legacy = saved({
      callForwardingActive: true,
      callForwardingCountryCode: '+1',
      callForwardingNumber: '(512) 555-0100',
      callForwardingInstructions: 'Billing questions',
    });
    expect(legacy.transferDestinations).toEqual([
      {
        id: 'd1',
        name: FIRST_DESTINATION_NAME,
        countryCode: '+1',
        number: '+15125550100',
        reason: 'Billing questions',
        ringWhen: 'always',
        hours: null,
      },
    ]);
    const blank = { callForwardingActive: true, callForwardingCountryCode: '+1', callForwardingNumber: null };
    expect(refusal('callForwarding', { ...blank, callForwardingInstructions: null })?.message).toBe(
      FORWARDING_NUMBER_REQUIRED,
    );
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
