/**
 * Telnyx's numbered pages: `page[number]` from 1, `page[size]` from 1 to 250 (20 by default),
 * answered with `meta: {page_number, page_size, total_pages, total_results}`.
 */
const MAX_PAGE_SIZE = 250;
const DEFAULT_PAGE_SIZE = 20;

export type Page = { number: number; size: number };

/** The requested page, or the reason it cannot be served. */
export function readPage(query: Record<string, string>): Page | { error: string; pointer: string } {
  const number = Number(query['page[number]'] ?? 1);
  const size = Number(query['page[size]'] ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(number) || number < 1) return { error: 'page[number] must be >= 1', pointer: '/page/number' };
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return { error: `page[size] must be from 1 to ${MAX_PAGE_SIZE}`, pointer: '/page/size' };
  }
  return { number, size };
}

export function onePage<T>(records: T[], page: Page) {
  return {
    data: records.slice((page.number - 1) * page.size, page.number * page.size),
    meta: {
      page_number: page.number,
      page_size: page.size,
      total_pages: Math.max(1, Math.ceil(records.length / page.size)),
      total_results: records.length,
    },
  };
}
