import { normalise } from './intents.ts';

/**
 * "Am I talking to a real person?", "Are you a robot?", "Is this an AI?": the caller asks what
 * they are talking to. A request for a person ("can I talk to a real person") is not the question.
 */
const ASKS_IF_AI =
  /\b(are you|is this|is that|was that|am i (talking|speaking|chatting) (to|with)|you're|you are)( an?| the| really| actually| even)* (real |actual |live )?(person|human|human being|robot|bot|ai|artificial intelligence|machine|computer|real|automated)\b/;

export const asksIfAi = (text: string) => ASKS_IF_AI.test(normalise(text));

/** Said when the brief carries no disclosure of its own (one compiled before the card). */
const PLAIN_DISCLOSURE = "I'm an AI assistant.";

/**
 * The truth, in the owner's words (the brief's disclosure), as the compiled prompt tells the model
 * to say it: the agent is an AI assistant and never claims to be a person. A disclosure the owner
 * wrote without those words is led by them, so the answer always says it.
 */
export function disclosureAnswer(disclosure: string | undefined): string {
  const text = disclosure?.trim() || PLAIN_DISCLOSURE;
  return /\bAI assistant\b/i.test(text) ? text : `${PLAIN_DISCLOSURE} ${text}`;
}
