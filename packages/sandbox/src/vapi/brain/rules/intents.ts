/**
 * What kind of thing a caller said, read from the words they use. Each test is a plain pattern:
 * the brain is a stand-in for a model and must behave the same way every time.
 */

/** Lower case, curly apostrophes straightened, punctuation gone, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'@.+\- ]+/g, ' ')
    .replace(/[.]+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(normalise(text));

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))( there)?\b[ ,!.]*/i;

export const isGreetingOnly = (text: string) => GREETING.test(text) && text.replace(GREETING, '').trim() === '';

/** The text after a leading "Hi," or "Hello there," (callers often greet before asking). */
export const withoutGreeting = (text: string) => text.replace(GREETING, '').trim();

export const isGoodbye = matches(
  /\b(bye|goodbye|good bye|nothing else)\b|\bthat's all\b|^no,? (that's it|that is it|that's everything|i'm good|i'm all set|all set)\b|^(that's it|that's everything|i'm all set|all set)( thanks| thank you)?$/,
);

export const isThanksOnly = matches(
  /^(ok |okay |great |perfect )?(thanks|thank you|thanks a lot|many thanks|cheers)( so much| very much| a lot)?$/,
);

export const isYes = matches(
  /^(yes|yeah|yep|yup|sure|please|correct|right|that's right|that's correct|ok|okay|sounds good|go ahead|perfect|absolutely|definitely|of course|do it|book it|that works|great)\b/,
);

export const isNo = matches(/^(no|nope|nah|not really|not now|never ?mind|don't)\b/);

export const wantsPerson = (text: string) => {
  const words = normalise(text);
  const person =
    /\b(person|someone|somebody|human|people|owner|manager|front desk|staff|representative|receptionist|operator|agent|team member)\b/;
  if (/\b(talk|speak|connect|transfer|put me through|get me|reach)\b/.test(words) && person.test(words)) return true;
  if (/\btransfer me\b/.test(words)) return true;
  // "A human, please" or "Operator!" on their own ask for a person too.
  return words.split(' ').length <= 4 && /\b(a human|real person|live person|operator|representative)\b/.test(words);
};

/**
 * A caller asking to be called back: a message for the team whatever else they said, with their
 * own words as what to pass on.
 */
export const asksForCallBack = matches(
  /\b(call me back|ring me back|get back to me|return my call|an? (call ?back|call-back)|have (someone|somebody|them|him|her|the team) (call|ring) me|(can|could|would) (someone|somebody|you|they|the team) (please )?(call|ring) me)\b/,
);

/** "Sorry?", "What was that?", "Can you say that again?": the caller did not hear the agent. */
export const asksToRepeat = matches(
  /^(what|pardon|sorry|excuse me|come again|huh|what was that|say that again|(can|could) you (say|repeat) that( again)?|(can|could) you repeat( that| the question)?)( please)?$/,
);

export const wantsMessage = matches(
  /\b(leave a message|leave (him|her|them|a) message|take a message|pass (on )?a message|call me back|have (someone|somebody|them|him|her) call me|callback|call back)\b/,
);

export const mentionsBooking = matches(
  /\b(book|booking|appointments?|schedule|reschedule|come in|reserve|reservation)\b/,
);

/** "Any openings tomorrow?" books once a day is named with it. */
export const asksAvailability = matches(/\b(available|availability|openings?|free slots?|any slots?|any time)\b/);

export const mentionsHours = matches(/\b(open|opens|opening|hours|close|closes|closed|closing)\b/);

export const mentionsDay = matches(
  /\b(mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday)s?\b|\b(weekends?|today|tomorrow|tonight)\b/,
);

export const saysUrgent = matches(/\b(emergency|emergencies|urgent|urgently|right away)\b/);

export const looksLikeQuestion = (text: string) =>
  text.trim().endsWith('?') ||
  /^(how|what|what's|when|where|why|who|which|do|does|did|are|is|can|could|would|will|should)\b/.test(normalise(text));

export const isQuestionPreamble = matches(/^(i have|i've got|i got|quick) (a |one |some )?(quick )?questions?$/);

export const asksDateOrTime = matches(
  /\b(what('s| is) (the |today's )?(date|day)( today| is it| is today)?|what day is (it|today)|what time is it)\b/,
);

/** "My appointment", "our booking", "my next appointment": the caller's own booking. */
export const mentionsOwnBooking = matches(
  /\b(my|our)( \w+){0,2} (appointments?|bookings?|reservations?|visit|session|slot)\b|\b(do|did) (i|we) have an? (appointment|booking)\b/,
);

/** Words that cancel a booking: "cancel it", "I need to cancel my appointment". */
export const saysCancel = matches(/\bcancel\b/);

/** Words that move a booking: "reschedule", "move my cleaning", "push it back". */
export const saysMove = matches(/\b(reschedule|rebook|move|change|push( it)? back|postpone|bring( it)? forward)\b/);

/** "When is…", "what time is…": a question about when something is. */
export const asksWhen = matches(
  /^(so )?(when|what time|what day|which day|what date)\b|\b(when|what time) (is|was|are|were)\b|\bwhen's\b/,
);

/** "No thanks", "don't text me", "call me instead": no text, please. */
export const declinesText = matches(
  /^(no|nope|nah|not really|not necessary|no need|rather not|i'd rather not|i'd prefer not|don't|do not|please don't)\b|\b(don't|do not|please don't|no need to|never) (text|send)\b|\bi (don't|do not) (want|need)\b|\bno texts?\b|\bcall me instead\b|\b(just|rather you|prefer you|prefer a|prefer to) call\b/,
);

/** "That's fine", "please do", "text me": a yes to a text that is no plain yes. */
export const agreesToText = matches(
  /^(that's|that is|that'd be|that would be) (fine|great|good|helpful|perfect)\b|^please do\b|\b(text|sms) me\b|\bsend (me )?(a |the )?(text|sms|confirmation)\b|\bby text\b/,
);

/** "And text me the confirmation", "confirm it by text": a text asked for before the agent asks. */
export const asksForTextConfirmation = (text: string) => {
  const words = normalise(text);
  if (/\b(don't|do not|please don't|no need to|never) (text|send)\b|\bno texts?\b/.test(words)) return false;
  const confirmation =
    /\b(text|sms) me (a |the |my )?confirmation\b|\b(confirm|confirmation)( it)? (by|via|over|in a) text\b|\bconfirmation (text|by text)\b|\bsend me a (text|confirmation)\b/;
  // "Can you text me your address?" asks for something else.
  return confirmation.test(words) || (/\b(text|sms) me\b/.test(words) && !looksLikeQuestion(text));
};

/** "Don't text me", "no texts": said unasked, no text confirmation. */
export const refusesTexts = matches(
  /\b(don't|do not|please don't|no need to|never) (text me|send me (a |any )?texts?)\b|\bno texts?( please| thanks)?\b/,
);
