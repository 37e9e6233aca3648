import type { Cockpit } from '@portal/shared/go-live';
import { cockpitPath } from '@portal/shared/api-reads/agents.plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, servedAnswer } from '../api-client';
import { staleUnlessServed } from '../query-client';
import { goLiveKeys } from './keys';

export const getCockpit = () => api<Cockpit>(cockpitPath);

// Always re-read on arrival: a call or a test run since the last visit changes the figures, and
// neither passes through a mutation of this app that could invalidate it.
const cockpitQueryOptions = () =>
  queryOptions({
    queryKey: goLiveKeys.cockpit(),
    queryFn: getCockpit,
    initialData: () => servedAnswer<Cockpit>(cockpitPath),
    staleTime: staleUnlessServed,
  });

/** Every agent's live state, checklist and activity, the alerts and the period's usage, in one request. */
export const useCockpit = () => useQuery(cockpitQueryOptions());
