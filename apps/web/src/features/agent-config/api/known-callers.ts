import { callersPath } from '@portal/shared/api-reads/callers.plain';
import type { CallerList } from '@portal/shared/callers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The owner's latest callers (the directory's first page), for a test call to pretend to be one of
 * them: read only once the owner opens the choice, never with the page.
 */
export const useKnownCallers = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['callers', 'test-call-choices'],
    queryFn: () => api<CallerList>(callersPath()),
    select: (list) => list.callers,
    enabled,
  });
