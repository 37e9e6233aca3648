/**
 * Query keys of the texts an agent sent and received. They live here because the call page and
 * the caller page, two features, list them.
 */
export const textKeys = {
  all: ['texts'] as const,
  call: (callId: string) => [...textKeys.all, 'call', callId] as const,
  caller: (callerId: string) => [...textKeys.all, 'caller', callerId] as const,
};
