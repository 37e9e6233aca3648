import { textingRegistrationPath } from '@portal/shared/api-reads/texting.plain';
import type { TextingRegistration, TextingRegistrationInput } from '@portal/shared/texting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, servedAnswer } from '../../../lib/api-client';
import { phoneNumberKeys } from './keys';

/** How often a registration under review is read again: the registry's job moves it every minute. */
export const REVIEW_REFRESH_MS = 15_000;

const underReview = (registration: TextingRegistration | undefined) =>
  !!registration && Object.values(registration.steps).some((step) => step.status === 'pending');

/** Where the owner's US texting registration stands, read again while a step waits for approval. */
export const useTextingRegistration = () =>
  useQuery({
    queryKey: phoneNumberKeys.texting(),
    queryFn: () => api<TextingRegistration>(textingRegistrationPath),
    initialData: () => servedAnswer<TextingRegistration>(textingRegistrationPath),
    refetchInterval: (query) => (underReview(query.state.data) ? REVIEW_REFRESH_MS : false),
  });

function useRegistrationChange<Input>(send: (input: Input) => Promise<TextingRegistration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (registration) => queryClient.setQueryData(phoneNumberKeys.texting(), registration),
  });
}

/** Submits the business (again, after a rejection); the answer is the registration as it now stands. */
export const useSubmitRegistration = () =>
  useRegistrationChange((input: TextingRegistrationInput) =>
    api<TextingRegistration>(textingRegistrationPath, { method: 'POST', json: input }),
  );

/** A sole proprietor's PIN, texted to their mobile by the registry. */
export const useVerifyPin = () =>
  useRegistrationChange((pin: string) =>
    api<TextingRegistration>(`${textingRegistrationPath}/pin`, { method: 'POST', json: { pin } }),
  );
