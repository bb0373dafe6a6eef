import * as t from 'io-ts';

/**
 * Saved filters and job alerts (core/alerts/README.md, "Wire shapes"). All under /api/{tenant}.
 * Bearer calls answer 401 without a valid token; every 4xx body has `message` where there is one to
 * give, and the four 409 texts below are sent word for word.
 */

/** `twiceAWeek` is the default; the gateway accepts exactly these three. */
export const FrequencyCodec = t.keyof({ daily: null, twiceAWeek: null, weekly: null });
export type FrequencyDto = t.TypeOf<typeof FrequencyCodec>;

export const AlertCurrencyCodec = t.keyof({ pln: null, eur: null, usd: null, gbp: null, chf: null });

export const SearchTermsCodec = t.type({
  keywords: t.array(t.string),
  companyNames: t.array(t.string),
  skills: t.array(t.string),
  jobTitles: t.array(t.string),
});

/** The spec's filters payload: what a saved search matches. */
export const FiltersCodec = t.type({
  categories: t.array(t.string),
  localization: t.union([t.type({ city: t.string }), t.null]),
  salary: t.union([t.type({ from: t.number, to: t.number, currency: AlertCurrencyCodec }), t.null]),
  employmentTypes: t.array(t.string),
  experiences: t.array(t.string),
  workingTimes: t.array(t.string),
  remoteWorkOptions: t.array(t.string),
  friendlyOffer: t.boolean,
  remote: t.boolean,
  withSalary: t.boolean,
  search: SearchTermsCodec,
});
export type FiltersDto = t.TypeOf<typeof FiltersCodec>;

/** `inactive`: a guest's alert waiting for the activation link. */
export const JobAlertStateCodec = t.type({ status: t.keyof({ active: null, inactive: null }), frequency: FrequencyCodec });

/** One saved filter of the logged-in candidate, with its unread count and its alert (or null). */
export const JobFilterCodec = t.type({
  id: t.string,
  searchUrl: t.string,
  filterName: t.string,
  filters: FiltersCodec,
  count: t.number,
  jobAlert: t.union([JobAlertStateCodec, t.null]),
});
export type JobFilterDto = t.TypeOf<typeof JobFilterCodec>;

/** GET /job-filters: newest first. */
export const JobFilterListCodec = t.array(JobFilterCodec);

/** POST /job-filters: 201 `JobFilterDto` (no alert, count 0). */
export const NewJobFilterRequestCodec = t.type({ searchUrl: t.string, name: t.string, filters: FiltersCodec });
export type NewJobFilterRequestDto = t.TypeOf<typeof NewJobFilterRequestCodec>;

/** POST /job-alerts: 201 `JobFilterDto` with an active alert; the filter takes `name`. */
export const EnableAlertRequestCodec = t.type({ jobFilterId: t.string, frequency: FrequencyCodec, name: t.string });
export type EnableAlertRequestDto = t.TypeOf<typeof EnableAlertRequestCodec>;

/** PATCH /job-filters/{id}/job-alert/frequency: 204. */
export const FrequencyRequestCodec = t.type({ frequency: FrequencyCodec });

/** POST /guests/job-alerts: 201 `GuestAlertCreatedDto`, an inactive alert and an activation e-mail. */
export const GuestAlertRequestCodec = t.type({
  email: t.string,
  frequency: FrequencyCodec,
  name: t.string,
  filters: FiltersCodec,
  createCandidate: t.boolean,
  marketingAgreement: t.boolean,
  searchUrl: t.string,
});
export type GuestAlertRequestDto = t.TypeOf<typeof GuestAlertRequestCodec>;

export const GuestAlertCreatedCodec = t.type({ jobFilterId: t.string });
export type GuestAlertCreatedDto = t.TypeOf<typeof GuestAlertCreatedCodec>;

/** PUT /guests/job-alerts/activation: 204; 409 for a wrong, expired or used code. */
export const ActivationRequestCodec = t.type({ code: t.string, jobFilterId: t.string });
export type ActivationRequestDto = t.TypeOf<typeof ActivationRequestCodec>;

/** Any error body of these routes; the 409s carry one of the catalogue's messages, or none. */
export const AlertErrorCodec = t.partial({ error: t.string, message: t.string });
export type AlertErrorDto = t.TypeOf<typeof AlertErrorCodec>;

/** 400: which fields were refused and why (`required`, `pattern`, `too-long`, `invalid`, `unknown`). */
export const InvalidAlertInputCodec = t.type({ error: t.literal('invalid-input'), message: t.string, fields: t.record(t.string, t.string) });
export type InvalidAlertInputDto = t.TypeOf<typeof InvalidAlertInputCodec>;

/** The 409 bodies, word for word (adapters/http/alerts/alertHttpFailure.ts reads them as core's kinds). */
export const ALERT_CONFLICT_MESSAGES = {
  candidateExists: 'Candidate profile already exists',
  activeAlertExists: 'Job filter with active job alert already exists',
  alertExists: 'Job alert already exists',
  filterExists: 'Job filter already exists',
} as const;

/** Per candidate (or per guest e-mail): saved filters, and alerts that are active or waiting for activation. 422 beyond. */
export const JOB_FILTERS_MAX = 20;
export const JOB_ALERTS_MAX = 10;
export const ALERT_NAME_MAX_LENGTH = 999;
export const SEARCH_URL_MAX_LENGTH = 2048;

/** RFC 8058: the body a mail client POSTs to the List-Unsubscribe address. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** The local mailbox (only while no SMTP_URL is set): GET /dev/mailbox and /dev/mailbox/{id}. */
export const MailKindCodec = t.keyof({ activation: null, confirmation: null, digest: null });
export const MailboxItemCodec = t.type({
  id: t.string,
  kind: MailKindCodec,
  to: t.string,
  subject: t.string,
  createdAt: t.string,
  sentAt: t.union([t.string, t.null]),
});
export type MailboxItemDto = t.TypeOf<typeof MailboxItemCodec>;
export const MailboxListCodec = t.type({ items: t.array(MailboxItemCodec) });
export type MailboxListDto = t.TypeOf<typeof MailboxListCodec>;
/** The mailbox lists at most this many messages, the newest. */
export const MAILBOX_PAGE_SIZE = 100;
export const MailboxMessageCodec = t.intersection([
  MailboxItemCodec,
  t.type({ from: t.string, text: t.string, html: t.string, headers: t.record(t.string, t.string) }),
]);
export type MailboxMessageDto = t.TypeOf<typeof MailboxMessageCodec>;
