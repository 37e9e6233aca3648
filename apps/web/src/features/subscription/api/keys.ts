export const subscriptionKeys = {
  all: ['subscription'] as const,
  detail: () => [...subscriptionKeys.all, 'detail'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
};
