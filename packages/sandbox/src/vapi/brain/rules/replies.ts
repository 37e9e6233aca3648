/** What the agent says in the moments every call has, word for word. */

/** Also asked after thanking a caller for details given before the agent was waiting for anything. */
export const HOW_CAN_I_HELP_TODAY = 'How can I help you today?';
export const GREETING_REPLY = `Hi! ${HOW_CAN_I_HELP_TODAY}`;
export const WELCOME = "You're welcome! Is there anything else I can help you with?";
/** Said when the owner has not given the opening hours: the agent never guesses them. */
export const HOURS_UNKNOWN =
  "I'm sorry, I don't have our opening hours at hand. I can take a message and have someone from the team get back to you.";

export const UNKNOWN_ANSWER =
  "I'm sorry, I don't know that. I can take a message and have someone from the team get back to you.";
export const AVOIDED_TOPIC = "I'm sorry, I can't discuss that. Is there anything else I can help you with?";
export const MESSAGE_LEAD = 'I can take a message for the team.';
export const NO_TRANSFER = "I can't transfer calls right now, but I can take a message.";
export const NOT_HEARD = "Sorry, I didn't catch that. Could you say that again?";
export const QUESTION_INVITE = 'Sure, what would you like to know?';
export const HOW_CAN_I_HELP = 'Sure, what can I help you with?';
export const DECLINED_OFFER = 'Okay. Is there anything else I can help you with?';
/** Said instead of a question asked three times already, when the agent can put the caller through. */
export const OFFER_HELP_QUESTION =
  'I can take a message for the team, or put you through to someone. Which would you prefer?';
/** Said instead of a question asked three times already, when it cannot. */
export const OFFER_MESSAGE_QUESTION =
  'I can take a message and have someone from the team get back to you. Would you like that?';
export const GOING_IN_CIRCLES = "I'm sorry, we seem to be going round in circles.";
/** Said after details the caller gave unasked: they are kept, and the agent goes on. */
export const thanksFor = (name: string | undefined) => `Thanks${name ? `, ${name}` : ''}.`;
/** What the agent says when a caller asks to be called back, before it asks for what it still needs. */
export const CALL_BACK_LEAD = "I'll have someone from the team call you back.";
/** A question asked together with a call-back request that the agent cannot answer: it goes to the team. */
export const QUESTION_PASSED_ON = "I'm not sure about that, so I'll pass your question on.";

export function goodbyeMessage(endCallMessage: string | null, businessName: string | null): string {
  if (endCallMessage?.trim()) return endCallMessage.trim();
  // "Austin Plumbing Co." already ends its sentence.
  return businessName
    ? `Thanks for calling ${businessName.replace(/\.$/, '')}. Goodbye!`
    : 'Thanks for calling. Goodbye!';
}
