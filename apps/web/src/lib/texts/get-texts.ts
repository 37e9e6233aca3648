import { textsPath } from '@portal/shared/api-reads/texting.plain';
import type { TextList } from '@portal/shared/texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { textKeys } from './keys';

/**
 * The texts of one call, or with one caller, oldest first. Read again each time the page opens: a
 * text sent a minute ago may since have been delivered, or failed.
 */
export function useTexts(of: { callId: string } | { callerId: string }) {
  const path = textsPath(of);
  return useQuery({
    queryKey: 'callId' in of ? textKeys.call(of.callId) : textKeys.caller(of.callerId),
    queryFn: () => api<TextList>(path),
    // The call and caller pages read for themselves: no answer is served with them.
    staleTime: 0,
  });
}
