/** Query keys of the caller directory. */
export const callerKeys = {
  all: ['callers'] as const,
  list: (search: string | null) => [...callerKeys.all, 'list', search ?? ''] as const,
  detail: (callerId: string) => [...callerKeys.all, 'detail', callerId] as const,
  calls: (callerId: string) => [...callerKeys.all, 'calls', callerId] as const,
};
