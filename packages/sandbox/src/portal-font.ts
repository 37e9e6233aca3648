import { html } from 'hono/html';

/**
 * The portal's typeface for the emulator pages an owner meets (the sandbox phone, Google's consent
 * screen): the Inter the web app ships, which the portal's server gives these pages at one
 * address on its own origin (beside its sandbox mailbox). Where the emulators run without the
 * portal the file is missing and the pages keep the fallback face.
 */
const PORTAL_FONT_URL = '/dev/inter.woff2';

/** Fetched with the page's head, so it is there within the 100 ms 'optional' waits for it. */
export const portalFontPreload = html`<link
  rel="preload"
  href="${PORTAL_FONT_URL}"
  as="font"
  type="font/woff2"
  crossorigin
/>`;

/** As the portal declares it: 'optional' keeps the fallback rather than reflow if the file is late. */
export const portalFontFace = `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;font-display:optional;src:url(${PORTAL_FONT_URL}) format("woff2")}`;
