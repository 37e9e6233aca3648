/** Query keys of the account feature; a profile change invalidates the whole 'account' root. */
export const accountKeys = {
  all: ['account'] as const,
  summary: () => [...accountKeys.all, 'summary'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
};
