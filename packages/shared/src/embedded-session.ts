/**
 * The server writes the signed-in session into each page it serves, in this element, as the
 * session endpoint would answer it (`null` when nobody is signed in). The page then renders
 * without first asking the server who is signed in: on a phone that question costs a round trip
 * queued behind the page's own scripts.
 */
export const SESSION_ELEMENT_ID = 'portal-session';
