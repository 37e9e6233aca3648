/** Query keys of the phone-numbers feature. */
export const phoneNumberKeys = {
  all: ['phone-numbers'] as const,
  list: () => [...phoneNumberKeys.all, 'list'] as const,
  // The user's agents as assignment choices (own key: features do not share query caches).
  agentOptions: () => [...phoneNumberKeys.all, 'agent-options'] as const,
};
