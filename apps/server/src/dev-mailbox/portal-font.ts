import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the sandbox's own pages (this mailbox, the emulators' phone and consent screen, all on
 * the portal's origin) load the portal's typeface from: one address that does not change with
 * each build, for the file the web build names by its content.
 */
export const PORTAL_FONT_PATH = '/dev/inter.woff2';

// The Latin, variable-weight Inter the web app ships (design-tokens.css), as the build names it.
const BUILT_FONT = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The web build's Inter, or undefined when the app is not built (the pages then keep the fallback face). */
export function readPortalFont(webDist: string): Buffer | undefined {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return undefined;
  const file = readdirSync(assets).find((name) => BUILT_FONT.test(name));
  return file ? readFileSync(join(assets, file)) : undefined;
}
