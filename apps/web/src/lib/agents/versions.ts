import type { Agent } from '@portal/shared/agents/agent';
import type {
  AgentDraft,
  AgentVersionList,
  PublishDraftInput,
  RestoreVersionInput,
} from '@portal/shared/agents/versions';
import { agentDraftPath, agentPath, agentVersionsPath } from '@portal/shared/api-reads/agents.plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, servedAnswer } from '../api-client';
import { staleUnlessServed } from '../query-client';
import { applyVersionChange } from './draft';
import { agentKeys } from './keys';

// The reads and writes of an agent's draft and published versions that only the publish dialog
// and the version history use: kept apart from the draft bar, which every agent page carries.

/** What publishing or restoring answers: the agent, and the version now published (null: it became the draft). */
type VersionResult = { agent: Agent; version: number | null; syncError: string | null };

/** The draft against what callers hear, read afresh each time the publish dialog opens. */
export const useAgentDraft = (agentId: string) =>
  useQuery({
    queryKey: agentKeys.draft(agentId),
    queryFn: () => api<AgentDraft>(agentDraftPath(agentId)),
    staleTime: 0,
  });

/** The published versions, newest first: fresh each time the history opens. */
export const useAgentVersions = (agentId: string) =>
  useQuery({
    queryKey: agentKeys.versions(agentId),
    queryFn: () => api<AgentVersionList>(agentVersionsPath(agentId)),
    initialData: () => servedAnswer<AgentVersionList>(agentVersionsPath(agentId)),
    staleTime: staleUnlessServed,
  });

export const publishDraftKey = (agentId: string) => ['publish-draft', agentId] as const;

/** Publishes the draft, with the owner's note: callers hear it from the next call. */
export function usePublishDraft(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: publishDraftKey(agentId),
    mutationFn: (note: string | null) =>
      api<VersionResult>(`${agentPath(agentId)}/draft/publish`, {
        method: 'POST',
        json: (note ? { note } : {}) satisfies PublishDraftInput,
      }),
    onSuccess: ({ agent }) => applyVersionChange(queryClient, agent),
    // Nothing to publish (published or discarded in another tab): the page reads the agent again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: agentKeys.detail(agentId) });
    },
  });
}

/** Brings a version back: as the draft (`publish` false), or published at once as a new version. */
export function useRestoreVersion(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, publish }: { number: number; publish: boolean }) =>
      api<VersionResult>(`${agentPath(agentId)}/versions/${number}/restore`, {
        method: 'POST',
        json: { publish } satisfies RestoreVersionInput,
      }),
    onSuccess: ({ agent }) => applyVersionChange(queryClient, agent),
  });
}

/**
 * The toast after a version is published: green, or orange with the voice platform's refusal (the
 * change is kept and retried). `copyOf`: an earlier version published again, under a new number.
 */
export function publishedNotice(version: number | null, syncError: string | null, copyOf?: number) {
  const name = copyOf === undefined ? `Version ${version}` : `Version ${version} (a copy of version ${copyOf})`;
  return syncError
    ? {
        color: 'orange',
        title: `${name} published, but the voice assistant was not updated`,
        message: `${syncError} The change is kept and sent again shortly.`,
        autoClose: false,
      }
    : { color: 'green', message: `${name} published. Callers hear it from the next call.` };
}
