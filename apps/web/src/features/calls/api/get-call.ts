import type { CallDetail } from '@portal/shared/calls';
import { useQuery } from '@tanstack/react-query';
import { callPath } from '@portal/shared/api-reads/calls.plain';
import { api } from '../../../lib/api-client';
import { callKeys } from './keys';

export const getCall = (callId: string) => api<CallDetail>(callPath(callId));

/** One call with its transcript, recording and appointment. */
export const useCall = (callId: string) =>
  useQuery({ queryKey: callKeys.detail(callId), queryFn: () => getCall(callId) });
