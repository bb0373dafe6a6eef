/** One request body a careless or hostile client might send. */
export interface Body {
  readonly name: string;
  readonly contentType: string | undefined;
  readonly payload: string;
}

/** Field names the gateway's request codecs use: the bodies below give each of them a wrong value. */
const FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'candidateId',
  'code',
  'name',
  'frequency',
  'filters',
  'searchUrl',
  'createCandidate',
  'marketingAgreement',
  'brand',
  'offerSlug',
  'visitedAt',
  'given',
  'language',
  'jobFilterId',
  'properties',
  'page',
  'at',
  'sessionId',
  'utm',
  'company',
  'user',
  'grant_type',
  'username',
  'client_id',
  'refresh_token',
  'token',
  'confirmation_token',
  'reset_password_token',
  'password_confirmation',
  'title',
  'description',
  'salary',
  'favoriteOfferId',
  'jobAdvertisementId',
  'offerId',
  'plan',
  'locations',
  'skills',
  'keywords',
  'search',
  'preferences',
  'workHistory',
  'consents',
  'avatar',
  'entries',
  'status',
  'provider',
];

const json = (value: unknown): Body['payload'] => JSON.stringify(value);
const everyField = (value: (field: string) => unknown) => Object.fromEntries(FIELDS.map((field) => [field, value(field)]));

/** At least twenty malformed bodies: wrong types, huge strings, deep nesting, prototype keys, invalid JSON, wrong content types, oversized. */
export function malformedBodies(): Body[] {
  const asJson = (name: string, payload: string): Body => ({ name, contentType: 'application/json', payload });
  return [
    asJson('invalid JSON', '{"email": "a@b.co",'),
    asJson('an empty JSON body', ''),
    asJson('null', 'null'),
    asJson('a bare number', '42'),
    asJson('a bare string', '"text"'),
    asJson('an array', '[1, "a", null, {}]'),
    asJson('an empty object', '{}'),
    asJson('every field a number', json(everyField(() => 1))),
    asJson('every field null', json(everyField(() => null))),
    asJson('every field an object', json(everyField(() => ({ nested: [1, { deeper: true }] })))),
    asJson('every field an array of strings', json(everyField(() => ['a', 'b']))),
    asJson('every field a boolean', json(everyField(() => true))),
    asJson('every field a huge string', json(everyField(() => 'A'.repeat(15_000)))),
    asJson('arrays nested 100,000 deep', '['.repeat(100_000) + ']'.repeat(100_000)),
    asJson('objects nested 20,000 deep', '{"filters":'.repeat(20_000) + '1' + '}'.repeat(20_000)),
    asJson('a __proto__ key', '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}'),
    asJson('a constructor.prototype key', json({ constructor: { prototype: { admin: true } }, email: 'a@b.co' })),
    asJson('lone surrogates', '{"email": "\\ud800@b.co", "name": "\\udfff", "password": "\\ud83d"}'),
    asJson('control characters', json(everyField(() => 'a\u0000b\u0007c'))),
    asJson(
      'numbers at the edges',
      json(everyField((field) => (field.length % 3 === 0 ? 1e308 : field.length % 3 === 1 ? -1 : Number.MAX_SAFE_INTEGER + 2))),
    ),
    asJson('ten thousand keys', json(Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index])))),
    asJson(
      'plausible fields with impossible values',
      json(everyField((field) => (field.endsWith('At') || field === 'at' ? 'not a date' : field === 'email' ? 'x@' : 'zz'))),
    ),
    asJson('oversized (2 MB)', json({ email: 'a@b.co', text: 'x'.repeat(2_000_000) })),
    { name: 'plain text', contentType: 'text/plain', payload: 'email=a@b.co' },
    { name: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.co&password=x&__proto__[admin]=1&filters[a][b]=c' },
    { name: 'broken multipart', contentType: 'multipart/form-data; boundary=zzz', payload: '--zzz\r\nnot a part' },
    { name: 'XML', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>' },
    { name: 'no content type', contentType: undefined, payload: 'raw bytes \u0000 here' },
    { name: 'JSON in another charset', contentType: 'application/json; charset=utf-16', payload: '{"email": "a@b.co"}' },
  ];
}

/** Query strings for every route: broken escapes, nested and prototype keys, huge and repeated values, numbers out of range. */
export const hostileQueries: readonly string[] = [
  '?%ff%fe=%ff&%=%',
  '?a[b][c]=1&filters[0][x]=y',
  '?__proto__[admin]=1&constructor[prototype][admin]=1',
  '?from=-1&itemsCount=1e309&perPage=NaN&page=Infinity&salaryMin=-5&salaryMax=1e400',
  `?keywords=${'x'.repeat(8_000)}&query=${'%F0%9F%92%A9'.repeat(500)}`,
  `?${Array.from({ length: 2_000 }, (_, index) => `keywords=k${index}`).join('&')}`,
  '?lang=zz&currency=%00&to=%00&sortBy=%27%3B--&orderBy=up',
  '?city=%E2%80%AE%E2%80%AE&cityRadiusKm=-5&bbox=1,2,3&zoom=99999&categories=,,,,&experienceLevels=%ff',
  `?${'&'.repeat(1_000)}`,
  '?q=<script>alert(1)</script>&returnTo=//evil.example&next=javascript:alert(1)',
];

/** Header sets a client might send; each goes with an ordinary request. */
export const hostileHeaders: ReadonlyArray<Record<string, string>> = [
  { 'accept-language': 'zz-ZZ;q=nope, *;q=-1, ' + 'x'.repeat(2_000) },
  { cookie: `jb_refresh=${'x'.repeat(4_000)}; user-id=%ZZ; lang=<script>; color-mode=${'%'.repeat(100)}; offers-list-layout=\u00ff` },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'A'.repeat(8_000)}` },
  { authorization: 'Basic Og==' },
  { 'x-forwarded-for': 'not-an-ip, ::::, 999.999.999.999', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'evil.example' },
  { accept: 'x/y;q=nope, */*;q=2', 'accept-encoding': 'br;q=2, gzip;q=-1, *;q=x' },
  { 'if-none-match': `"${'x'.repeat(1_000)}"`, 'if-modified-since': 'yesterday', range: 'bytes=999999999999-' },
  { 'content-type': 'application/json', 'content-length': '0' },
  { origin: 'null', referer: 'javascript:alert(1)', 'user-agent': '\u00ff'.repeat(300) },
];

/** Path parameter values that are no id or slug at all. */
export const hostileParameters: readonly string[] = ['%00', '..%2f..%2fetc%2fpasswd', 'x'.repeat(3_000), '%E0%A4%A', '-1', '1e309', '%F0%9F%92%A9'];
