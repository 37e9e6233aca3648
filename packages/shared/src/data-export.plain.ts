// "Download my data": the archive of an account, built in the background and e-mailed as a link.
import { privacy } from './pages.plain.ts';

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
  emailedReady: 'The archive from your e-mail is ready.',
  emailedExpired: `The link in your e-mail has expired: links last ${DATA_EXPORTS.linkHours} hours. Ask for a new archive below.`,
  expired: `This download link has expired: links last ${DATA_EXPORTS.linkHours} hours. Ask for a new archive on the Privacy & Data page.`,
} as const;

/** "Ready: we e-mailed a link to …, valid until …": the ready line, with the expiry already worded with its zone. */
export const readyLine = (email: string, until: string) =>
  `Ready: we e-mailed a link to ${email}, valid until ${until}.`;

/** An archive's signed link: which archive, until when (ms since 1970) and the server's signature of both. */
export type ArchiveLink = { archive: string; expires: string; signature: string };

/** The download's address below /api: the zip itself, for the signed-in owner. */
export const archiveDownloadPath = ({ archive, expires, signature }: ArchiveLink) =>
  `/account/exports/${encodeURIComponent(archive)}/download?${new URLSearchParams({ expires, signature })}`;

/**
 * The e-mailed link: the Privacy & Data page naming the archive, so an owner who is signed out
 * signs in first and comes back to its Download.
 */
export const archivePagePath = (link: ArchiveLink) => `${privacy}?${new URLSearchParams(link)}`;

/** The signed link a page address carries, or null. */
export function archiveLinkIn(search: URLSearchParams): ArchiveLink | null {
  const [archive, expires, signature] = ['archive', 'expires', 'signature'].map((name) => search.get(name));
  return archive && expires && signature ? { archive, expires, signature } : null;
}
