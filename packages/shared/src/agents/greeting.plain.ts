/** What an agent says when it answers a call. */

type GreetingFacts = { greeting: string | null; businessName: string | null; agentName: string };

const filled = (value: string | null): value is string => value !== null && value.trim() !== '';

/**
 * The greeting card's text, or, while the owner has written none, the general greeting the agent
 * answers with instead (naming the business when it has one).
 */
export function spokenGreeting(agent: GreetingFacts): string {
  if (filled(agent.greeting)) return agent.greeting.trim();
  const business = filled(agent.businessName) ? ` ${agent.businessName.trim()}` : '';
  return `Hello, thank you for calling${business}! This is ${agent.agentName}. How can I help you today?`;
}
