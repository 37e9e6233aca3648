// The API read of the US texting registration that a page can be served with.

export const textingRegistrationPath = '/texting/registration';
