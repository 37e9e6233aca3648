// The API reads of texting that a page can be served with: the US registration, and the texts of
// one call or one caller.

export const textingRegistrationPath = '/texting/registration';

/** The texts of one call (the call page), or with one caller (the caller page), oldest first. */
export const textsPath = (of: { callId: string } | { callerId: string }) =>
  'callId' in of ? `/texts?call=${encodeURIComponent(of.callId)}` : `/texts?caller=${encodeURIComponent(of.callerId)}`;
