import * as t from 'io-ts';

/**
 * POST /api/{tenant}/v1/events: one analytics event from the page (only with consent to
 * performance cookies). Answers 204, or 400 with a readable message. `t.exact` drops anything else.
 */
const UtmCodec = t.exact(
  t.partial({ utm_source: t.string, utm_medium: t.string, utm_campaign: t.string, utm_term: t.string, utm_content: t.string }),
);

export const QuickSwitchEventCodec = t.exact(
  t.type({
    name: t.literal('quick-switch'),
    properties: t.exact(t.type({ switch: t.keyof({ remote: null, salary: null }), on: t.boolean })),
  }),
);

export const TrackedEventCodec = t.intersection([
  QuickSwitchEventCodec,
  t.exact(t.type({ page: t.string, at: t.string, sessionId: t.union([t.string, t.null]), utm: UtmCodec })),
]);
export type TrackedEventDto = t.TypeOf<typeof TrackedEventCodec>;
