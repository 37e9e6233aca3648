/** Query keys of the phone-numbers feature. */
export const phoneNumberKeys = {
  all: ['phone-numbers'] as const,
  list: () => [...phoneNumberKeys.all, 'list'] as const,
  texting: () => [...phoneNumberKeys.all, 'texting'] as const,
};
