import { describe, expect, it } from 'vitest';
import { TRANSFER_HOLD_MESSAGE } from '@portal/shared/voice-webhook.plain';
import { chooseDestination, destinationAskedFor, readDestinations, type Destination } from './destinations.ts';
import { briefDestination, dentalBrief, forwardingTo } from './testing.ts';

const line = (number: string) => ({ number, message: TRANSFER_HOLD_MESSAGE });
const place = (name: string, reason: string, number: string): Destination => ({
  ...line(number),
  name,
  reason,
  hours: null,
  ringWhen: null,
});

const frontDesk = place('Front desk', 'The caller asks for a person.', '+15125550100');
const billing = place('Billing', 'Billing questions and invoices', '+15125550101');
const drLee = place('Dr. Lee', 'Questions about a treatment plan', '+15125550102');
const all = [frontDesk, billing, drLee];

describe('readDestinations', () => {
  it('describes each number the tool lists from the brief, the urgent line included', () => {
    const urgent = briefDestination({ name: 'On-call dentist', number: '+15125550199', reason: 'Emergencies' });
    const { brief } = forwardingTo([briefDestination()]);
    const read = readDestinations({ ...brief, urgent: { ...brief.urgent!, destination: urgent } }, [
      line('+15125550100'),
      line('+15125550199'),
    ]);
    expect(read.map(({ name, reason }) => [name, reason])).toEqual([
      ['Front desk', 'The caller asks for a person.'],
      ['On-call dentist', 'Emergencies'],
    ]);
  });
  it('leaves a number the brief does not describe without a name or hours', () => {
    expect(readDestinations(dentalBrief(), [line('+15125550100')])).toEqual([
      { ...line('+15125550100'), name: null, reason: null, hours: null, ringWhen: null },
    ]);
    expect(readDestinations(null, [])).toEqual([]);
  });
});

describe('chooseDestination', () => {
  it('picks the destination whose reason the caller’s words are about', () => {
    expect(chooseDestination(all, 'Can I talk to someone about my bill?')).toEqual({
      destination: billing,
      about: 'Billing questions and invoices',
    });
    expect(chooseDestination(all, 'I need to speak to someone about my treatment plan')?.destination).toBe(drLee);
  });
  it('picks by name, without a reason to pass on', () => {
    expect(chooseDestination(all, 'Could you put me through to Dr. Lee?')).toEqual({ destination: drLee, about: null });
  });
  it('takes the first when the caller only asks for a person', () => {
    expect(chooseDestination(all, 'I want to talk to a real person')).toEqual({ destination: frontDesk, about: null });
    expect(chooseDestination([billing, frontDesk], 'Can I speak to a person?')?.destination).toBe(billing);
    expect(chooseDestination([], 'A human, please')).toBeNull();
  });
});

describe('destinationAskedFor', () => {
  it('finds the destination a request is about without asking for a person', () => {
    expect(destinationAskedFor(all, 'I have a question about my invoice and billing')?.destination).toBe(billing);
    expect(destinationAskedFor([place('Billing', 'Billing questions', '+1')], 'Is this about billing?')).toEqual({
      destination: expect.objectContaining({ name: 'Billing' }),
      about: 'Billing questions',
    });
  });
  it('finds one asked for by name only with words that ask to be put through', () => {
    expect(destinationAskedFor(all, 'Can I talk to Dr. Lee?')?.destination).toBe(drLee);
    expect(destinationAskedFor(all, 'Does Dr. Lee do implants?')).toBeNull();
  });
  it('is not set off by words anyone asking for a person says, nor by one word of a longer reason', () => {
    expect(destinationAskedFor(all, 'Are you a real person or a caller bot?')).toBeNull();
    expect(destinationAskedFor(all, 'What does the treatment cost?')).toBeNull();
    expect(destinationAskedFor(all, 'How much is whitening?')).toBeNull();
  });
});
