import { calendarMessages, GOOGLE_AUTH_STATUS_PARAM } from '@portal/shared/calendar.plain';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/navigation/search-params';

export type AuthBanner = { kind: 'success' | 'error'; text: string };

/**
 * The result the callback page sends back (?google_auth_status=success|error&message=...):
 * read once, the query cleared with a replace (a reload or Back does not show it again), and
 * kept as a banner until dismissed.
 */
function bannerFrom(params: URLSearchParams): AuthBanner | null {
  const status = params.get(GOOGLE_AUTH_STATUS_PARAM);
  if (status === 'success') return { kind: 'success', text: calendarMessages.connected };
  if (status === 'error') {
    return { kind: 'error', text: params.get('message') || calendarMessages.connectionFailed('unknown error') };
  }
  return null;
}

export function useAuthStatusBanner() {
  const [params, setParams] = useSearchParams();
  const [banner, setBanner] = useState(() => bannerFrom(params));
  const hasStatus = params.has(GOOGLE_AUTH_STATUS_PARAM);

  useEffect(() => {
    if (hasStatus) setParams({}, { replace: true });
  }, [hasStatus, setParams]);

  return { banner, dismiss: () => setBanner(null) };
}
