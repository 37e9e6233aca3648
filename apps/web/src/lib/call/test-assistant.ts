import type { TestAssistant } from '@portal/shared/agents/test-assistant';
import { agentPath } from '@portal/shared/api-reads/agents.plain';
import { api } from '../api-client';

/**
 * Which assistant a test call with an agent talks to, given the one callers reach; `callerId` when
 * the call pretends to be a caller of the directory.
 */
export type TestAssistantLookup = (agent: {
  agentId: string;
  assistantId: string;
  callerId?: string | null;
}) => Promise<TestAssistant>;

/**
 * Asks the server: the assistant callers reach, or, while the agent has a draft, the one made from
 * the draft; with what the agent is told about the caller the call pretends to be. The browser
 * never compiles an assistant itself: the compiled one holds the webhook's secret.
 */
export const askServerForTestAssistant: TestAssistantLookup = ({ agentId, callerId }) =>
  api<TestAssistant>(
    `${agentPath(agentId)}/test-assistant${callerId ? `?${new URLSearchParams({ caller: callerId })}` : ''}`,
    { method: 'POST' },
  );

/** Tests and previews without a server: the assistant callers reach, as given. */
export const givenTestAssistant: TestAssistantLookup = async ({ assistantId }) => ({ assistantId, draft: false });
