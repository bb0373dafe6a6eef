import * as t from 'io-ts';

/**
 * The operator's calls (outside the tenants: `/api/operator/...`, with the operator credential as
 * a bearer token; docs/operator.md). Running the job-alert digests on demand, or seeing what a run
 * would send.
 */

/** POST /operator/digests/run: `dryRun` reads what would be sent and sends nothing. */
export const DigestRunRequestCodec = t.partial({ dryRun: t.boolean });
export type DigestRunRequestDto = t.TypeOf<typeof DigestRunRequestCodec>;

/** One digest a dry run would send: to whom, for which saved search, how many offers and their titles. */
export const DigestPreviewCodec = t.type({
  alertId: t.string,
  tenant: t.string,
  email: t.string,
  name: t.string,
  offers: t.number,
  /** More offers matched than a digest lists. */
  more: t.boolean,
  titles: t.array(t.string),
});
export type DigestPreviewDto = t.TypeOf<typeof DigestPreviewCodec>;

/** The run's account: due alerts, digests written (or that would be), offers listed, alerts that failed. */
export const DigestRunReportCodec = t.type({
  dryRun: t.boolean,
  alerts: t.number,
  digests: t.number,
  offers: t.number,
  failed: t.number,
  /** A dry run's digests, each as it would be sent; empty after a real run. */
  preview: t.array(DigestPreviewCodec),
});
export type DigestRunReportDto = t.TypeOf<typeof DigestRunReportCodec>;
