import { useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import type { NavigateOptions } from './blocking';

type SearchInit = URLSearchParams | Record<string, string> | string;

/**
 * The address's query as URLSearchParams, and a setter that keeps the path. The query is read as
 * the address holds it: the router's own `useSearch` decodes it once more, which would turn a
 * searched "%41" into "A".
 */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const router = useRouter();
  const [path, navigate] = useLocation();
  const search = router.searchHook(router);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: SearchInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(query ? `${path}?${query}` : path, options);
  };
  return [params, setParams];
}
