import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { api } from '../../../lib/api-client';

/** Starts reading the owner's website for a new agent; the configure page shows its progress. */
export const startWebsiteImport = (agentId: string, url: string) =>
  api<unknown>(`${agentPath(agentId)}/imports`, { method: 'POST', json: { url } });
