// "Download my data": the archive of an account, built in the background and e-mailed as a link.

export const DATA_EXPORT_STATUSES = ['building', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORTS = {
  /** How long the e-mailed link (and the archive) lasts once the archive is ready. */
  linkHours: 24,
  /** Archives an owner may ask for in 24 hours, failed ones included. */
  perDay: 3,
} as const;

export const DATA_EXPORT_TEXTS = {
  title: 'Download my data',
  intro:
    'One archive of your account: profile, agents with every card, calls with their transcripts and outcomes, callers, appointments, texts, blocked numbers, webhook endpoints and API keys, as JSON and CSV.',
  start: 'Download my data',
  tryAgain: 'Try again',
  building: 'Preparing your archive… We’ll e-mail you a link.',
  download: 'Download',
  mailSubject: 'Your data is ready',
  failed: 'The archive could not be built. Please try again.',
  limitReached: `You can ask for ${DATA_EXPORTS.perDay} archives a day. Please try again tomorrow.`,
  notFound: 'This archive does not exist or was already deleted.',
  badLink: 'This download link is not valid. Open the link from the e-mail, or ask for a new archive.',
  notReady: 'This archive is not ready yet.',
  expired: `This download link has expired: links last ${DATA_EXPORTS.linkHours} hours. Ask for a new archive on the Privacy & data page.`,
} as const;

/** "Ready: we e-mailed a link to …, valid until …": the ready line, with the expiry already worded with its zone. */
export const readyLine = (email: string, until: string) =>
  `Ready: we e-mailed a link to ${email}, valid until ${until}.`;
