import { CALLBACK_REDIRECT_DELAY_MS, calendarMessages, GOOGLE_AUTH_STATUS_PARAM } from '@portal/shared/calendar.plain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { useExchangeCode } from '../api/exchange-code';
import { calendarErrors } from '../messages';

export type CallbackState = { phase: 'working' } | { phase: 'success' } | { phase: 'error'; message: string };

function backToCalendar(state: CallbackState) {
  const query = new URLSearchParams({ [GOOGLE_AUTH_STATUS_PARAM]: state.phase === 'success' ? 'success' : 'error' });
  if (state.phase === 'error') query.set('message', state.message);
  return `${paths.calendar}?${query}`;
}

/** What the query alone decides: Google's error, or a missing code or state. */
function fromQuery(params: URLSearchParams): CallbackState {
  const error = params.get('error');
  if (error) return { phase: 'error', message: calendarMessages.googleReturnedError(error) };
  if (!params.get('code') || !params.get('state'))
    return { phase: 'error', message: calendarMessages.missingCodeOrState };
  return { phase: 'working' };
}

/**
 * /google-auth-callback: reads code, state and error, runs the exchange once,
 * then returns to /calendar with the outcome after 1.5 s (success) or 3 s (error).
 */
export function useGoogleCallback(): CallbackState {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const { mutate: exchange } = useExchangeCode();
  const [state, setState] = useState<CallbackState>(() => fromQuery(params));
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; a code can be exchanged only once.
    if (started.current || state.phase !== 'working') return;
    started.current = true;
    const code = params.get('code') ?? '';
    const stateToken = params.get('state') ?? '';
    exchange(
      { code, state: stateToken },
      {
        onSuccess: () => setState({ phase: 'success' }),
        onError: (failure) => setState({ phase: 'error', message: calendarErrors.exchange(failure) }),
      },
    );
  }, [params, exchange, state.phase]);

  useEffect(() => {
    if (state.phase === 'working') return;
    const delay = CALLBACK_REDIRECT_DELAY_MS[state.phase];
    const timer = window.setTimeout(() => navigate(backToCalendar(state), { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return state;
}
