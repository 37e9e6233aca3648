// The API reads of the agents, their go-live state, scenarios, open questions and last calls that
// a page can be served with.

/** How many of an agent's last calls the hub shows. */
const RECENT_CALLS = 5;

export const agentsPath = '/agents';
/** One agent; its writes start from this path too. */
export const agentPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}`;
export const agentGoLivePath = (agentId: string) => `${agentPath(agentId)}/go-live`;
/** The agent's test scenarios; their writes start from this path too. */
export const scenariosPath = (agentId: string) => `${agentPath(agentId)}/scenarios`;
/** What publishing the agent's draft would change, card by card (read when the publish dialog opens). */
export const agentDraftPath = (agentId: string) => `${agentPath(agentId)}/draft`;
/** The agent's published versions, newest first. */
export const agentVersionsPath = (agentId: string) => `${agentPath(agentId)}/versions`;
export const knowledgeGapsPath = (agentId: string) => `${agentPath(agentId)}/knowledge-gaps`;
/** Read when the owner asks to mark holidays closed, never with a page. */
export const usHolidaysPath = (agentId: string) => `${agentPath(agentId)}/us-holidays`;
/** Every agent's live state, checklist and activity, the alerts and the period's usage. */
export const cockpitPath = '/cockpit';
/** An agent's last calls, newest first. */
export const recentCallsPath = (agentId: string) =>
  `/calls?${new URLSearchParams({ agentId, limit: String(RECENT_CALLS) })}`;
/** The industry templates offered when an agent is created (not served with a page). */
export const templatesPath = '/agents/templates';
/** The agent's latest website import (not served with a page: it is read while an import runs). */
export const latestImportPath = (agentId: string) => `${agentPath(agentId)}/imports/latest`;
