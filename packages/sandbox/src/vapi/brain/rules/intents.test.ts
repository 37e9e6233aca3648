import { describe, expect, it } from 'vitest';
import {
  asksAvailability,
  asksDateOrTime,
  asksForCallBack,
  asksToRepeat,
  isGoodbye,
  isGreetingOnly,
  isNo,
  isQuestionPreamble,
  isThanksOnly,
  isYes,
  looksLikeQuestion,
  mentionsBooking,
  mentionsDay,
  mentionsHours,
  saysUrgent,
  wantsMessage,
  wantsPerson,
  withoutGreeting,
} from './intents.ts';

describe('intents', () => {
  it.each(['bye', 'Goodbye!', "That's all, thanks", 'thanks, bye', "No, that's it", 'nothing else'])(
    'goodbye: %s',
    (text) => expect(isGoodbye(text)).toBe(true),
  );
  it.each(["Yes, that's it", 'Is that all the times you have?', 'Maybe', 'Jane Byers'])('not a goodbye: %s', (text) => {
    expect(isGoodbye(text)).toBe(false);
  });
  it('tells thanks alone from thanks with a question', () => {
    expect(isThanksOnly('Thank you')).toBe(true);
    expect(isThanksOnly('thanks so much')).toBe(true);
    expect(isThanksOnly('Thanks, how much is whitening?')).toBe(false);
  });
  it('strips a greeting before the request', () => {
    expect(isGreetingOnly('Hello!')).toBe(true);
    expect(isGreetingOnly('Hi, I need a cleaning')).toBe(false);
    expect(withoutGreeting('Hi there, I need a cleaning')).toBe('I need a cleaning');
  });
  it('reads yes and no at the start of an answer', () => {
    expect(isYes('Yeah, go ahead')).toBe(true);
    expect(isYes('Sure')).toBe(true);
    expect(isYes('No thanks')).toBe(false);
    expect(isNo('Nope')).toBe(true);
    expect(isNo('Not really')).toBe(true);
    expect(isNo('Nothing')).toBe(false);
  });
  it('hears a request for a person', () => {
    expect(wantsPerson('I want to talk to a person')).toBe(true);
    expect(wantsPerson('Can I speak to someone?')).toBe(true);
    expect(wantsPerson('Put me through to the front desk')).toBe(true);
    expect(wantsPerson('A human, please')).toBe(true);
    expect(wantsPerson('Who is the owner of the practice?')).toBe(false);
  });
  it('hears a message request', () => {
    expect(wantsMessage('Can I leave a message?')).toBe(true);
    expect(wantsMessage('Could someone call me back?')).toBe(true);
    expect(wantsMessage('What is your message?')).toBe(false);
  });
  it('hears booking, availability, hours and days', () => {
    expect(mentionsBooking('I need to reschedule my appointment')).toBe(true);
    expect(mentionsBooking('Can I come in on Friday?')).toBe(true);
    expect(mentionsBooking('How much is a cleaning?')).toBe(false);
    expect(asksAvailability('Any openings tomorrow?')).toBe(true);
    expect(mentionsHours('When do you close?')).toBe(true);
    expect(mentionsHours('Do you sell toothbrushes?')).toBe(false);
    expect(mentionsDay('What about Saturdays?')).toBe(true);
    expect(mentionsDay('on the weekend')).toBe(true);
    expect(mentionsDay('How much is it?')).toBe(false);
  });
  it('hears an emergency', () => {
    expect(saysUrgent('This is an emergency')).toBe(true);
    expect(saysUrgent('I need someone right away')).toBe(true);
    expect(saysUrgent('Whenever suits you')).toBe(false);
  });
  it('tells a question from an answer', () => {
    expect(looksLikeQuestion('Do you take insurance')).toBe(true);
    expect(looksLikeQuestion('Jane Doe')).toBe(false);
    expect(looksLikeQuestion('the address is?')).toBe(true);
    expect(isQuestionPreamble('I have a quick question')).toBe(true);
    expect(asksDateOrTime("What's the date today?")).toBe(true);
    expect(asksDateOrTime('What time do you open?')).toBe(false);
  });
  it.each([
    'Can someone call me back?',
    'Could you please call me back tomorrow',
    'Please have someone call me about my bill',
    "I'd like a callback",
    'Can I get a call-back?',
    'Just get back to me when you can',
  ])('a call-back request: %s', (text) => expect(asksForCallBack(text)).toBe(true));
  it.each(['Do you call back patients after hours?', 'What number do I call?', 'Can I book a cleaning?'])(
    'not a call-back request: %s',
    (text) => expect(asksForCallBack(text)).toBe(false),
  );
  it('hears a caller asking for the question again, not a question of their own', () => {
    for (const text of ['What?', 'Sorry?', 'Pardon', 'Can you say that again?', 'Could you repeat the question please'])
      expect(asksToRepeat(text), text).toBe(true);
    for (const text of ['What are your hours?', 'Sorry, I meant Friday', 'What time is it?'])
      expect(asksToRepeat(text), text).toBe(false);
  });
});
