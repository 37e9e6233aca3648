type FetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/** A page's API reads answered, by path; a read that failed, was refused or came late is left out. */
export type PageReads = (request: Request, env: unknown, reads: string[]) => Promise<Record<string, unknown>>;

/**
 * How long a page waits for its reads. Most take a few milliseconds; one that waits on a vendor
 * (the subscription's Stripe details) longer than this must not hold the whole page back: the
 * page then makes it itself, showing its loading state meanwhile.
 */
export const PAGE_READS_BUDGET_MS = 1500;

type Answer = readonly [string, unknown];

/**
 * Makes a page's API reads through the app itself, as the browser would: with the page request's
 * cookie and connection (so the session, ownership checks, limits and logs are the API's own).
 * Only successful JSON answers are kept; for anything else the page asks again itself and shows
 * the API's own answer.
 */
export function pageReads(fetchApp: FetchApp, budgetMs = PAGE_READS_BUDGET_MS): PageReads {
  return async (request, env, reads) => {
    const headers = new Headers({ cookie: request.headers.get('cookie') ?? '' });
    const readOne = async (read: string): Promise<Answer | undefined> => {
      try {
        const response = await fetchApp(new Request(new URL(`/api${read}`, request.url), { headers }), env);
        if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) {
          await response.body?.cancel();
          return undefined;
        }
        return [read, await response.json()] as const;
      } catch {
        return undefined;
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), budgetMs)));
    const answers = await Promise.all(reads.map((read) => Promise.race([readOne(read), late])));
    clearTimeout(timer);
    return Object.fromEntries(answers.filter((answer) => answer !== undefined));
  };
}
