import { describe, expect, it } from 'vitest';
import {
  nameFromAnswer,
  readAddress,
  readClientStatus,
  readEmail,
  readName,
  readBareName,
  readPhone,
  readReason,
  readStatedDetails,
  repeatsName,
  statesOnlyDetails,
} from './caller-details.ts';

describe('readStatedDetails', () => {
  it('takes name, phone and e-mail from one sentence', () => {
    expect(readStatedDetails("I'm Jane Doe, 512-555-0142, jane@example.com")).toEqual({
      name: 'Jane Doe',
      phone: '+15125550142',
      email: 'jane@example.com',
    });
  });
  it('takes nothing from a sentence that states nothing', () => {
    expect(readStatedDetails("I'm looking to book a cleaning tomorrow")).toEqual({});
  });
});

describe('readName', () => {
  it.each([
    ['My name is jane doe', 'Jane Doe'],
    ['my name is Jane and my number is 5125550142', 'Jane'],
    ['Hi, this is John Smith calling', 'John Smith'],
    ["It's Maria", 'Maria'],
  ])('%s', (text, name) => expect(readName(text)).toBe(name));
  it('does not take a day or a state of mind for a name', () => {
    expect(readName("It's Friday I want")).toBeUndefined();
    expect(readName("I'm Calling about my bill")).toBeUndefined();
    expect(readName('this is urgent')).toBeUndefined();
  });
});

describe('nameFromAnswer', () => {
  it('takes the answer itself when the name was asked', () => {
    expect(nameFromAnswer('Jane Doe')).toBe('Jane Doe');
    expect(nameFromAnswer('sure, jane doe')).toBe('Jane Doe');
    expect(nameFromAnswer('Jane Doe, 512-555-0142')).toBe('Jane Doe');
  });
  it('refuses an answer too long to be a name', () => {
    expect(nameFromAnswer('I would rather not say that right now')).toBeUndefined();
  });
});

describe('readPhone and readEmail', () => {
  it('reads written and spoken forms', () => {
    expect(readPhone('(512) 555 0142')).toBe('+15125550142');
    expect(readPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(readPhone('call me on 555-0142')).toBe('555-0142');
    expect(readPhone('tomorrow at 10')).toBeUndefined();
    expect(readEmail('It is Jane.Doe@Example.com.')).toBe('jane.doe@example.com');
    expect(readEmail('jane at example dot com')).toBe('jane@example.com');
    expect(readEmail('I will be there at ten')).toBeUndefined();
  });
});

describe('readAddress, readClientStatus, readReason', () => {
  it('reads a street address', () => {
    expect(readAddress("I'm at 45 Elm Street, Austin and the kitchen is flooded")).toBe('45 Elm Street, Austin');
    expect(readAddress('It is 7 North Lamar Blvd, Round Rock')).toBe('7 North Lamar Blvd, Round Rock');
    expect(readAddress("This is John at 45 Elm Street, there's water everywhere")).toBe('45 Elm Street');
    expect(readAddress('Water everywhere')).toBeUndefined();
  });
  it('reads client status stated outright, and loosely once asked', () => {
    expect(readClientStatus("I'm a new patient", false)).toBe('new');
    expect(readClientStatus("I've been there before", false)).toBe('existing');
    expect(readClientStatus('new', false)).toBeUndefined();
    expect(readClientStatus('new', true)).toBe('new');
    expect(readClientStatus('yes, I have been before', true)).toBe('existing');
    expect(readClientStatus('yes', true)).toBeUndefined();
  });
  it('reads a reason given with "because"', () => {
    expect(readReason('I need to come in because my tooth hurts.')).toBe('my tooth hurts');
    expect(readReason('I need to come in')).toBeUndefined();
  });
});

describe('statesOnlyDetails', () => {
  it.each([
    "I'm Lee Wong, 512 555 0133",
    'My number is 512 555 0133',
    "My name's Lee Wong and you can reach me at lee@example.com",
    'It’s Lee Wong, my cell is (512) 555-0133',
  ])('only details: %s', (text) => expect(statesOnlyDetails(text)).toBe(true));
  it.each([
    "I'm Lee Wong and I'd like a cleaning on Friday",
    'Is 512 555 0100 your number?',
    'My number changed',
    'I need a cleaning',
  ])('more than details: %s', (text) => expect(statesOnlyDetails(text)).toBe(false));
});

describe('readBareName and repeatsName', () => {
  it('reads two or three capitalised words as a name, not a day or a lower-case phrase', () => {
    expect(readBareName('Lee Wong')).toBe('Lee Wong');
    expect(readBareName('Mary Ann Lee.')).toBe('Mary Ann Lee');
    expect(readBareName('Lee')).toBeUndefined();
    expect(readBareName('Next Friday')).toBeUndefined();
    expect(readBareName('a cleaning please')).toBeUndefined();
  });
  it('hears the known name said again, whole or in part', () => {
    expect(repeatsName('Lee', 'Lee Wong')).toBe(true);
    expect(repeatsName('lee wong.', 'Lee Wong')).toBe(true);
    expect(repeatsName('Lee Smith', 'Lee Wong')).toBe(false);
    expect(repeatsName('Lee', undefined)).toBe(false);
  });
});

describe("the business's own numbers", () => {
  it('are never read as the caller’s', () => {
    const business = new Set(['+15125550100']);
    expect(readPhone('I called 512-555-0100 earlier, my number is 512 555 0133', business)).toBe('+15125550133');
    expect(readPhone('I called 512-555-0100 earlier', business)).toBeUndefined();
    expect(readStatedDetails("This is Lee Wong, I'm at 512-555-0100", business)).toEqual({ name: 'Lee Wong' });
  });
});
