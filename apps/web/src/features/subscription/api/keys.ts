export const subscriptionKeys = {
  all: ['subscription'] as const,
  summary: () => [...subscriptionKeys.all, 'summary'] as const,
  detail: () => [...subscriptionKeys.all, 'detail'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
};
