/**
 * The server writes the signed-in session into each page it serves, in this element, as the
 * session endpoint would answer it (`null` when nobody is signed in). The page then renders
 * without first asking the server who is signed in: on a phone that question costs a round trip
 * queued behind the page's own scripts.
 */
export const SESSION_ELEMENT_ID = 'portal-session';

/**
 * The answers to the page's own API reads, written in this element as the API answered them, by
 * path (page-reads.plain.ts lists each page's reads). The web app's API client answers each of
 * those reads from it once.
 */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';
