import type { TemplateSummary } from '@portal/shared/agents/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templatesPath } from '@portal/shared/api-reads/agents.plain';
import { api } from '../../../lib/api-client';

export const getTemplates = () => api<TemplateSummary[]>(templatesPath);

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['agent-templates'], queryFn: getTemplates, staleTime: 5 * 60_000 });

/** The industry templates offered in the create modal; fetched only while it is open. */
export const useTemplates = (enabled: boolean) => useQuery({ ...templatesQueryOptions(), enabled });
