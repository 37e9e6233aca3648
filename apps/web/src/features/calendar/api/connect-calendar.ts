import type { ConnectResult } from '@portal/shared/calendar';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts the connection: the server answers with Google's consent URL. */
export const connectCalendar = () => api<ConnectResult>('/calendar/connect', { method: 'POST' });

export const useConnectCalendar = () => useMutation({ mutationFn: connectCalendar });
