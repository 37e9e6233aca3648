/** Query keys of the connect hub's own reads (its status lines). */
export const connectKeys = {
  all: ['connect'] as const,
  phoneNumbers: () => [...connectKeys.all, 'phone-numbers'] as const,
  calendar: () => [...connectKeys.all, 'calendar'] as const,
};
