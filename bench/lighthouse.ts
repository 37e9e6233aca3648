/**
 * Lighthouse (the npm package) on the mobile preset it defaults to, or on its desktop preset,
 * driving Debian's Chromium: each page audited `runs` times in a fresh tab, the median of each
 * figure reported. Signed-in pages get the session cookie as a request header.
 */
import { importTool } from './on-demand-tools.ts';
import { CHROMIUM_ARGS } from './web-js.ts';

/** `seo`: a page for search engines (the sign-in page), whose SEO score is kept. */
export type LighthousePage = { path: string; cookie?: string; seo: boolean };

export type LighthouseResult = {
  path: string;
  /** h2: HTTPS with HTTP/2, as a deployment serves browsers; http/1.1: plain HTTP, as one machine's npm start. */
  protocol: 'h2' | 'http/1.1';
  /** Lighthouse's preset: a slowed phone on a slow line, or a desktop browser. */
  formFactor: 'mobile' | 'desktop';
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** What this file reads of Lighthouse's result (its own types come with it, installed on demand). */
type AuditResult = {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: AuditResult } | undefined>;
type ChromeLauncher = {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
};

type Tools = Awaited<ReturnType<typeof loadLighthouse>>;
const loadLighthouse = async () => ({
  lighthouse: (await importTool<{ default: RunLighthouse }>('lighthouse')).default,
  desktopConfig: (await importTool<{ default: unknown }>('lighthouse/core/config/desktop-config.js')).default,
  chromeLauncher: await importTool<ChromeLauncher>('chrome-launcher'),
});

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * One audit; a run Lighthouse could not finish (no paint seen, a tab that crashed under load) is
 * tried again rather than counted as a score of 0.
 */
async function auditOnce(
  { lighthouse, desktopConfig }: Tools,
  port: number,
  url: string,
  cookie: string | undefined,
  desktop: boolean,
  attempts = 3,
) {
  let problem = 'no result';
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await lighthouse(
      url,
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      desktop ? desktopConfig : undefined,
    );
    const lhr = outcome?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return lhr;
    problem = lhr?.runtimeError?.message ?? 'no performance score';
  }
  throw new Error(`Lighthouse could not audit ${url}: ${problem}`);
}

/**
 * `trustSpki`: the public key hash of the server's own certificate (made for the run), which
 * Chromium then accepts; any other certificate error still fails the audit.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs = 3,
  {
    trustSpki,
    desktop = false,
    chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  }: { trustSpki?: string; desktop?: boolean; chromePath?: string } = {},
): Promise<LighthouseResult[]> {
  const tools = await loadLighthouse();
  const chrome = await tools.chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'),
      '--disable-gpu',
      ...(trustSpki ? [`--ignore-certificate-errors-spki-list=${trustSpki}`] : []),
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const samples: Omit<LighthouseResult, 'path' | 'protocol' | 'formFactor' | 'runs'>[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await auditOnce(tools, chrome.port, `${baseUrl}${page.path}`, page.cookie, desktop);
        samples.push({
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          seo: page.seo ? score(lhr.categories.seo?.score) : null,
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        });
      }
      const of = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => Number(sample[key] ?? 0)));
      results.push({
        path: page.path,
        protocol: baseUrl.startsWith('https:') ? 'h2' : 'http/1.1',
        formFactor: desktop ? 'desktop' : 'mobile',
        runs,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: page.seo ? of('seo') : null,
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
