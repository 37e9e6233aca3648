import { describe, expect, it } from 'vitest';
import { absorbTextConsent, readTextConsent } from './text-consent.ts';
import { dentalBrief, stateFor } from './testing.ts';

describe('readTextConsent', () => {
  it.each(['Yes', 'yeah', 'Sure', 'Please', 'OK', 'Yes please, text me', "That's fine", 'Please do', 'Text me'])(
    '"%s" is a yes',
    (answer) => expect(readTextConsent(answer)).toBe(true),
  );
  it.each([
    'No',
    'No thanks',
    'Nope',
    "Don't bother",
    "Please don't",
    'Call me instead',
    "I'd rather you call",
    "I don't want any texts",
    'Yes, but please don’t text me',
  ])('"%s" is a no', (answer) => expect(readTextConsent(answer)).toBe(false));
  it.each(['Hmm', 'Maybe', 'Jane Doe', 'What time was that?'])('"%s" says neither', (answer) =>
    expect(readTextConsent(answer)).toBeUndefined(),
  );
});

describe('absorbTextConsent', () => {
  const after = (text: string) => {
    const state = stateFor(dentalBrief());
    absorbTextConsent(state, text);
    return state.textConsent;
  };
  it('takes a text asked for unasked as a yes, and one refused as a no', () => {
    expect(after('Jane Doe, and text me the confirmation')).toBe(true);
    expect(after('Could you send me a text to confirm?')).toBe(true);
    expect(after('Can you confirm it by text?')).toBe(true);
    expect(after("Please don't text me, I'm at work")).toBe(false);
    expect(after('No texts please')).toBe(false);
  });
  it('leaves anything else unanswered, a request to text something other than the confirmation too', () => {
    expect(after('Yes')).toBeNull();
    expect(after('No')).toBeNull();
    expect(after('Can you text me your address?')).toBeNull();
    expect(after('My number is 512-555-0142')).toBeNull();
  });
});
