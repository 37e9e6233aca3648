// The texts an agent sends, to callers and to the owner's mobile, without the schemas: the Texts
// card, the call page and the caller page read these without loading the validation library.

/** What a text is for: the four to callers, the two to the owner, and the keyword answers. */
export const TEXT_KINDS = [
  'booking_confirmation',
  'reschedule_confirmation',
  'cancel_confirmation',
  'missed_call',
  'owner_urgent',
  'owner_message',
  'keyword_reply',
  'reply',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  booking_confirmation: 'Booking confirmation',
  reschedule_confirmation: 'Reschedule confirmation',
  cancel_confirmation: 'Cancellation confirmation',
  missed_call: 'Missed-call text-back',
  owner_urgent: 'Urgent alert to you',
  owner_message: 'Message alert to you',
  keyword_reply: 'Automatic answer',
  reply: 'Reply from the caller',
};

/**
 * Where a text stands. `queued` and `sending` are ours; `sent`, `delivered` and `failed` are the
 * carrier's; `received` is a reply; `not_sent` is a text the portal held back, with the reason.
 */
export const TEXT_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'received', 'not_sent'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const TEXT_STATUS_LABELS: Record<TextStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  received: 'Received',
  not_sent: 'Not sent',
};

/** The switches and templates of the Texts card, one per kind the owner controls. */
export type TextTemplateKind = 'booking' | 'reschedule' | 'cancel' | 'missedCall' | 'ownerUrgent' | 'ownerMessage';
export const TEXT_TEMPLATE_KINDS: readonly TextTemplateKind[] = [
  'booking',
  'reschedule',
  'cancel',
  'missedCall',
  'ownerUrgent',
  'ownerMessage',
];

export type TextingSettings = Record<TextTemplateKind, { on: boolean; template: string }>;

/** The card's rows: what each switch is called and what it does, in the owner's words. */
export const TEXT_TEMPLATE_LABELS: Record<TextTemplateKind, { title: string; description: string }> = {
  booking: {
    title: 'Booking confirmation',
    description: 'Texted to the caller after the agent books, when they agreed to a text on the call.',
  },
  reschedule: {
    title: 'Reschedule confirmation',
    description: 'Texted to the caller after the agent moves their appointment, when they agreed.',
  },
  cancel: {
    title: 'Cancellation confirmation',
    description: 'Texted to the caller after the agent cancels their appointment, when they agreed.',
  },
  missedCall: {
    title: 'Missed-call text-back',
    description: 'Texted to a caller who hung up before speaking, at most once a day per number.',
  },
  ownerUrgent: {
    title: 'Urgent matters to your mobile',
    description: 'Texted to your mobile at once, beside the e-mail, when a call is urgent.',
  },
  ownerMessage: {
    title: 'Messages to your mobile',
    description: 'Texted to your mobile for each message the agent takes.',
  },
};

/** What a template may say, per kind: the caller's texts name the business; the owner's name the caller. */
export const TEMPLATE_PLACEHOLDERS: Record<TextTemplateKind, readonly string[]> = {
  booking: ['business', 'service', 'when', 'phone'],
  reschedule: ['business', 'service', 'when', 'phone'],
  cancel: ['business', 'service', 'when', 'phone'],
  missedCall: ['business', 'phone'],
  ownerUrgent: ['business', 'caller', 'summary', 'link'],
  ownerMessage: ['business', 'caller', 'summary', 'link'],
};

export const PLACEHOLDER_LABELS: Record<string, string> = {
  business: 'Business name',
  service: 'Appointment type',
  when: 'Date and time, with the time zone',
  phone: 'The number the caller called',
  caller: "Caller's name and number",
  summary: 'What the call was about',
  link: 'Link to the call',
};

/** Texts to callers carry the business's name: carriers require it, and callers expect it. */
export const CALLER_TEXT_KINDS: readonly TextTemplateKind[] = ['booking', 'reschedule', 'cancel', 'missedCall'];

export const DEFAULT_TEXTING_SETTINGS: TextingSettings = {
  booking: {
    on: false,
    template: "{business}: you're booked for {service} on {when}. To change it, call {phone}. Reply STOP to opt out.",
  },
  reschedule: {
    on: false,
    template: '{business}: your {service} has moved to {when}. To change it, call {phone}. Reply STOP to opt out.',
  },
  cancel: {
    on: false,
    template: '{business}: your {service} on {when} is cancelled. To book again, call {phone}. Reply STOP to opt out.',
  },
  missedCall: {
    on: false,
    template:
      "{business}: sorry we missed you. Call us back at {phone}, or reply to this text and we'll get back to you. Reply STOP to opt out.",
  },
  ownerUrgent: { on: false, template: 'Urgent call for {business} from {caller}: {summary} {link}' },
  ownerMessage: { on: false, template: 'New message for {business} from {caller}: {summary} {link}' },
};

/** An agent's stored settings over the defaults: a kind it never saved reads as the default. */
export function readTextingSettings(stored: unknown): TextingSettings {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<string, unknown>>;
  const settings = { ...DEFAULT_TEXTING_SETTINGS };
  for (const kind of TEXT_TEMPLATE_KINDS) {
    const value = saved[kind] as { on?: unknown; template?: unknown } | undefined;
    if (value && typeof value.on === 'boolean' && typeof value.template === 'string') {
      settings[kind] = { on: value.on, template: value.template };
    }
  }
  return settings;
}

/** A template's longest: three segments of plain text, long enough for any confirmation. */
export const TEMPLATE_MAX = 459;

/** Every placeholder a template names, in order, without braces. */
export const placeholdersIn = (template: string) => [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);

/** What is wrong with a template of `kind`, in the owner's words, or null when it may be saved. */
export function templateProblem(kind: TextTemplateKind, template: string): string | null {
  const text = template.trim();
  const title = TEXT_TEMPLATE_LABELS[kind].title;
  if (text === '') return `${title}: write the text, or switch it off.`;
  if (text.length > TEMPLATE_MAX) return `${title}: use at most ${TEMPLATE_MAX} characters.`;
  const allowed = TEMPLATE_PLACEHOLDERS[kind];
  const unknown = placeholdersIn(text).find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    return `${title}: {${unknown}} is not something the text can fill in. Use ${allowed.map((name) => `{${name}}`).join(', ')}.`;
  }
  if (CALLER_TEXT_KINDS.includes(kind) && !text.includes('{business}')) {
    return `${title}: keep {business} in the text, so the caller knows who it is from.`;
  }
  return null;
}

/** A template with its placeholders filled in; one the values do not name is left out. */
export const renderTemplate = (template: string, values: Partial<Record<string, string>>) =>
  template
    .replace(/\{([a-z_]+)\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** Sample values for a template's preview, in the shape a real text fills them. */
export const PREVIEW_VALUES: Record<string, string> = {
  service: 'Routine cleaning',
  when: 'Mon, Nov 30 at 10:00 AM EST',
  phone: '(512) 555-0142',
  caller: 'Jane Doe, (512) 555-0199',
  summary: 'Severe tooth pain since last night, asks to be seen today.',
  link: 'https://portal.example.com/calls/3f2a',
};

/** Words a caller texts to stop every text from the owner, and to start them again (carrier rules). */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

/** Why the Texts card's switches wait, until the owner's business is registered and approved. */
export const TEXTING_WAITS =
  'Texts can be switched on once your business is registered for texting and approved (Phone Numbers, Texting).';
export const OWNER_MOBILE_NEEDED = 'Add your mobile number in Notification Settings (Account) to get these texts.';

/** Why a text was held back, as the call page and the caller page say it. */
export const NOT_SENT_REASONS = {
  optedOut: 'The caller replied STOP, so no texts are sent to this number until they reply START.',
  noConsent: 'The caller did not agree to a text on the call.',
  notRegistered: 'Texting is not approved for your business yet.',
  neverCalled: 'This number has never called you.',
  noMobile: 'No mobile number is set in Notification Settings.',
  noNumber: 'The agent has no phone number registered for texting.',
} as const;
