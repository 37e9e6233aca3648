/** Query keys of the privacy feature. */
export const privacyKeys = {
  all: ['privacy'] as const,
  settings: () => [...privacyKeys.all, 'settings'] as const,
};
