import { useParams } from 'wouter';

/** The :agentId of the route, or null when it is missing or 'new' (the agent pages then say 'Invalid Agent ID.'). */
export function useRouteAgentId(): string | null {
  const { agentId } = useParams();
  const id = agentId?.trim();
  return id && id !== 'new' ? id : null;
}
