/**
 * The gzipped JavaScript a page loads in Chromium on a cold cache: every script response of the
 * navigation (entry, module preloads and the route's lazy chunks), each body gzipped here at
 * level 9 whatever the server sent, and summed.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type ScriptFile = { url: string; bytes: number; gzipBytes: number };

export type PageJs = {
  path: string;
  finalPath: string;
  /** False when the page did not end where it was asked for (a redirect) or did not render. */
  valid: boolean;
  note?: string;
  files: ScriptFile[];
  bytes: number;
  gzipBytes: number;
};

export function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

function isScript(response: Response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/**
 * Loads `path` in a fresh context (cold cache) and collects the scripts. `ready` waits for
 * something the page shows once rendered; the network then has to be quiet for lazy chunks.
 */
export async function measurePageJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { cookies?: string; ready: (page: Page) => Promise<unknown> },
): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (options.cookies) {
      await context.addCookies(
        options.cookies.split(';').map((part) => {
          const separator = part.indexOf('=');
          return {
            name: part.slice(0, separator).trim(),
            value: part.slice(separator + 1).trim(),
            url: baseUrl,
          };
        }),
      );
    }
    const page = await context.newPage();
    const pending: Promise<ScriptFile | undefined>[] = [];
    page.on('response', (response) => {
      if (!isScript(response) || response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    let rendered = true;
    try {
      await options.ready(page);
    } catch {
      rendered = false;
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const byUrl = new Map<string, ScriptFile>();
    for (const file of await Promise.all(pending)) if (file) byUrl.set(file.url, file);
    const files = [...byUrl.values()].map((file) => ({ ...file, url: new URL(file.url).pathname }));
    const finalPath = new URL(page.url()).pathname;
    const notes = [];
    if (finalPath !== path) notes.push(`ended on ${finalPath} instead of ${path}`);
    if (!rendered) notes.push('the page did not show what it should');
    return {
      path,
      finalPath,
      valid: notes.length === 0,
      ...(notes.length ? { note: notes.join('; ') } : {}),
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}
