import { createHmac, timingSafeEqual } from 'node:crypto';
import { archiveDownloadPath, archivePagePath, type ArchiveLink } from '@portal/shared/data-export.plain';

/**
 * The e-mailed download link is signed with the server's secret over the archive's id and the
 * link's expiry, so it cannot be made for another archive or stretched past its 24 hours. The
 * signature alone does not open it: the download also asks for the owner's own session.
 */
const signature = (exportId: string, expiresAt: Date, secret: string) =>
  createHmac('sha256', secret).update(`data-export:${exportId}:${expiresAt.getTime()}`).digest('base64url');

const signedLink = (exportId: string, expiresAt: Date, secret: string): ArchiveLink => ({
  archive: exportId,
  expires: String(expiresAt.getTime()),
  signature: signature(exportId, expiresAt, secret),
});

/** The download address below /api, with the link's expiry and signature. */
export const signedDownloadPath = (exportId: string, expiresAt: Date, secret: string) =>
  archiveDownloadPath(signedLink(exportId, expiresAt, secret));

/** The e-mailed page address (Privacy & Data, naming the archive), with the same expiry and signature. */
export const signedPagePath = (exportId: string, expiresAt: Date, secret: string) =>
  archivePagePath(signedLink(exportId, expiresAt, secret));

/** Whether a link's expiry and signature were made by us for this archive (not whether it still lasts). */
export function linkSignedFor(
  exportId: string,
  link: { expires?: string; signature?: string },
  secret: string,
): Date | null {
  if (!link.expires || !/^\d{1,15}$/.test(link.expires) || !link.signature) return null;
  const expiresAt = new Date(Number(link.expires));
  const expected = Buffer.from(signature(exportId, expiresAt, secret));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? expiresAt : null;
}
