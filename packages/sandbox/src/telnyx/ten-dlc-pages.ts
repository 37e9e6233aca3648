/**
 * The 10DLC API's pages: `page` from 1 and `recordsPerPage` (the SDK's PerPagePaginationV2),
 * answered as `{page, records, totalRecords}` rather than the `data`/`meta` of the rest of v2.
 */
const DEFAULT_RECORDS_PER_PAGE = 10;
const MAX_RECORDS_PER_PAGE = 500;

export function recordsPage<T>(records: T[], query: Record<string, string>) {
  const page = Math.max(1, Math.trunc(Number(query.page ?? 1)) || 1);
  const size = Math.trunc(Number(query.recordsPerPage ?? DEFAULT_RECORDS_PER_PAGE)) || DEFAULT_RECORDS_PER_PAGE;
  const perPage = Math.min(MAX_RECORDS_PER_PAGE, Math.max(1, size));
  return { page, records: records.slice((page - 1) * perPage, page * perPage), totalRecords: records.length };
}
