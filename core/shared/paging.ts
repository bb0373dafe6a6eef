/** A page of a list asked for: its number, from 1, and its size when not the list's own. */
export interface PageRequest {
  readonly page: number;
  readonly pageSize?: number;
}

/** The 1-based page asked for; anything else (0, negative, fractional, NaN) reads as the first page. */
export const pageOrFirst = (page: number): number => (Number.isInteger(page) && page >= 1 ? page : 1);

/** Whether a page request can be sent as it is: a page from 1 and a size from 1 to `maxPageSize`, whole numbers. */
export const isPageRequest = (page: number, pageSize: number, maxPageSize: number): boolean =>
  Number.isInteger(page) && page >= 1 && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= maxPageSize;
