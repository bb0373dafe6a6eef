import * as t from 'io-ts';

/**
 * The spec's numbered page (the listing's offers, the companies directory, a company's offers): the
 * page's items, its number (from 1) and size, how many items there are in all, and whether a next
 * page follows.
 */
export const numberedPage = <C extends t.Mixed>(item: C) =>
  t.type({ items: t.array(item), pageNumber: t.number, pageSize: t.number, totalCount: t.number, hasNextPage: t.boolean });
