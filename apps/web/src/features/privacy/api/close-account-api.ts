import {
  ACCOUNT_CLOSE_PATH,
  type CloseAccountCheck,
  type CloseAccountRequest,
  type CloseAccountResult,
} from '@portal/shared/account-closing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the "Close the account" dialog. */
export const closeAccountKeys = { check: ['privacy', 'close-account', 'check'] as const };

/**
 * How the owner confirms (a password, or a recent Google sign-in): read each time the dialog
 * opens, since a Google sign-in is recent only for a few minutes.
 */
export const useCloseAccountCheck = (enabled: boolean) =>
  useQuery({
    queryKey: closeAccountKeys.check,
    queryFn: () => api<CloseAccountCheck>(ACCOUNT_CLOSE_PATH),
    enabled,
    staleTime: 0,
  });

/** Closes the account; the page then signs out and leaves for the sign-in page. */
export const useCloseAccount = () =>
  useMutation({
    mutationFn: (request: CloseAccountRequest) =>
      api<CloseAccountResult>(ACCOUNT_CLOSE_PATH, { method: 'POST', json: request }),
  });
