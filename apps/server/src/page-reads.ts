type FetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/** A page's API reads answered, by path; a read that failed or was refused is left out. */
export type PageReads = (request: Request, env: unknown, reads: string[]) => Promise<Record<string, unknown>>;

/**
 * Makes a page's API reads through the app itself, as the browser would: with the page request's
 * cookie and connection (so the session, ownership checks, limits and logs are the API's own).
 * Only successful JSON answers are kept; for anything else the page asks again itself and shows
 * the API's own answer.
 */
export function pageReads(fetchApp: FetchApp): PageReads {
  return async (request, env, reads) => {
    const headers = new Headers({ cookie: request.headers.get('cookie') ?? '' });
    const answers = await Promise.all(
      reads.map(async (read) => {
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
      }),
    );
    return Object.fromEntries(answers.filter((answer) => answer !== undefined));
  };
}
