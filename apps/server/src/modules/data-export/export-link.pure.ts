import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mailed download link is signed with the server's secret over the archive's id and the
 * link's expiry, so it cannot be made for another archive or stretched past its 24 hours. The
 * signature alone does not open it: the download also asks for the owner's own session.
 */
const signature = (exportId: string, expiresAt: Date, secret: string) =>
  createHmac('sha256', secret).update(`data-export:${exportId}:${expiresAt.getTime()}`).digest('base64url');

/** The download address below /api, with the link's expiry and signature. */
export function signedDownloadPath(exportId: string, expiresAt: Date, secret: string) {
  const query = new URLSearchParams({
    expires: String(expiresAt.getTime()),
    signature: signature(exportId, expiresAt, secret),
  });
  return `/account/exports/${exportId}/download?${query.toString()}`;
}

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
