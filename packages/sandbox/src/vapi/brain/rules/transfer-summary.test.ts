import { describe, expect, it } from 'vitest';
import { createCallState } from './call-state.ts';
import { transferSummary } from './transfer-summary.ts';
import { assistantWith, briefDestination, dentalBrief, NOW } from './testing.ts';

const callFrom = (callerNumber?: string) =>
  createCallState(assistantWith(dentalBrief()), () => NOW, [], '+15125550177', callerNumber);

const destination = { ...briefDestination(), message: 'Please hold.' };

describe('transferSummary', () => {
  it('says who is calling, from which number, and the reason their words were about', () => {
    const state = callFrom('+15125550142');
    state.known.set('name', 'Jane Doe');
    state.transfer = { destination, about: 'Billing questions' };
    expect(transferSummary(state)).toBe('Jane Doe is calling from (512) 555-0142 about billing questions.');
  });
  it('prefers the number the caller gave, and keeps a name’s capital', () => {
    const state = callFrom('+15125550142');
    state.known.set('phone', '+442079460000');
    state.transfer = { destination, about: "Dr. Lee's patients." };
    expect(transferSummary(state)).toBe("A caller is calling from +44 20 7946 0000 about Dr. Lee's patients.");
  });
  it('says an urgent matter as such, and a caller who only asked for someone', () => {
    const urgent = callFrom();
    urgent.known.set('name', 'John Smith');
    urgent.urgent = { description: 'Help, a pipe burst!', situation: 'Burst pipes' };
    expect(transferSummary(urgent)).toBe('John Smith is calling with an urgent matter: burst pipes.');
    const plain = callFrom();
    plain.transfer = { destination, about: null };
    expect(transferSummary(plain)).toBe('A caller is calling and asked to speak to someone.');
    plain.known.set('reason', 'a refund');
    expect(transferSummary(plain)).toBe('A caller is calling about a refund.');
  });
});
