import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_DAYS } from '../../../gateway/applications/createApplication.ts';
import { MAX_DOCUMENT_BYTES } from '../../../core/applications/documentRules.ts';
import { exeBytes, pdfBytes, pngBytes } from '../../support/documentFiles.ts';
import { sender } from './clientCalls.ts';
import {
  applicant,
  apply,
  boardOffer,
  candidate,
  confirmationToken,
  employer,
  multipartBody,
  startEmployerHarness,
  type Account,
  type BoardOffer,
  type Employer,
  type EmployerHarness,
} from './applicationsHarness.ts';

/**
 * The bad input against the applications and documents routes: malformed multipart bodies,
 * wrong or oversized files, forged or unknown ids, statuses outside the pipeline, broken queries.
 * Each gets a 4xx with a sentence saying what is wrong, and leaves nothing stored.
 */
let h: EmployerHarness;
let owner: Employer;
let offer: BoardOffer;
let account: Account;
let send: ReturnType<typeof sender>;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  send = sender(h.app);
  owner = await employer(h);
  offer = await boardOffer(h, owner);
  account = await candidate(h);
});
afterAll(async () => h.close());

/** Every row a refused call might have written. */
async function stored(): Promise<string> {
  const db = h.database.db;
  const tables = await Promise.all([
    db.selectFrom('applications').select(['id', 'status', 'status_changed_at', 'email_confirmed_at']).orderBy('id').execute(),
    db.selectFrom('documents').select(['id', 'file_name']).orderBy('id').execute(),
    db.selectFrom('document_contents').select('key').orderBy('key').execute(),
    db.selectFrom('application_history').select(['id', 'confirmed_at']).orderBy('id').execute(),
    db.selectFrom('outbox').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify(tables);
}

/** The answer is a 4xx with a readable message, and nothing was stored. */
async function refused(call: () => Promise<{ statusCode: number; body: string; json: () => unknown }>, status?: number) {
  const before = await stored();
  const response = await call();
  const label = `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (status === undefined) {
    expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
  } else expect(response.statusCode, label).toBe(status);
  const body = response.json() as { error?: unknown; message?: unknown };
  expect(typeof body.message === 'string' && body.message.length > 5, label).toBe(true);
  expect(await stored(), `${label} stored something`).toBe(before);
  return body as { error: string; message: string; [key: string]: unknown };
}

const applyUrl = (slug = offer.slug) => `/api/jobboard/job-advertisements/${slug}/applications`;

/** POST of a raw body to the apply route, with the content type given. */
const postRaw = (payload: string | Buffer, contentType: string, slug = offer.slug) =>
  h.app.inject({ method: 'POST', url: applyUrl(slug), headers: { 'content-type': contentType }, payload, remoteAddress: '10.99.0.1' });

describe('applying with a malformed or refused body', () => {
  it('a body that is not multipart: 415', async () => {
    const body = await refused(() => send('POST', applyUrl(), { body: { name: 'Ada', email: 'ada@example.com' } }), 415);
    expect(body.message).toMatch(/multipart\/form-data/);
  });

  it('multipart without a boundary, cut short, or garbage: 400 saying the form could not be read', async () => {
    const { payload, contentType } = multipartBody(applicant(), [{ name: 'cv.pdf', bytes: pdfBytes() }]);
    const boundary = contentType.split('boundary=')[1] ?? '';
    const cases = [
      () => postRaw(payload, 'multipart/form-data'),
      () => postRaw(payload.subarray(0, payload.length - 40), contentType),
      () => postRaw(Buffer.from('this is not a multipart body at all'), contentType),
      () => postRaw(Buffer.from(`--${boundary}\r\nno headers here\r\n\r\nvalue\r\n`), contentType),
    ];
    for (const call of cases) expect((await refused(call, 400)).message).toMatch(/^The form could not be read: /);
    // An empty body is a form with nothing in it.
    expect(await refused(() => postRaw(Buffer.alloc(0), contentType), 400)).toMatchObject({
      error: 'invalid-application',
      fields: { name: 'required', email: 'required', cv: 'required' },
    });
  });

  it('a CV over 10 MB: 413 naming the limit', async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(pdfBytes());
    const body = await refused(() => apply(h.app, offer.slug, applicant(), { files: [{ name: 'cv.pdf', bytes: big }] }), 413);
    expect(body).toMatchObject({ error: 'file-too-large', message: expect.stringContaining('10 MB') });
  });

  it('two files, or too many fields: 413 naming the limit reached', async () => {
    const pdf = { name: 'cv.pdf', bytes: pdfBytes() };
    const twoFiles = await refused(() => apply(h.app, offer.slug, applicant(), { files: [pdf, { ...pdf, name: 'cv2.pdf' }] }), 413);
    expect(twoFiles.message).toMatch(/files limit/);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`extra${index}`, 'x']));
    expect((await refused(() => apply(h.app, offer.slug, { ...applicant(), ...many }), 413)).message).toMatch(/fields limit/);
  });

  it('a program or a PNG named cv.pdf: 415 naming the accepted types', async () => {
    for (const bytes of [exeBytes(), pngBytes()]) {
      const body = await refused(() => apply(h.app, offer.slug, applicant(), { files: [{ name: 'cv.pdf', bytes, type: 'application/pdf' }] }), 415);
      expect(body).toMatchObject({ error: 'file-type-not-allowed', message: expect.stringContaining('PDF, DOCX, JPEG and PNG') });
    }
  });

  it('a file name the board refuses: 400; a path before the name is dropped, never stored', async () => {
    for (const name of ['.pdf', '.hidden.pdf', `${'x'.repeat(200)}.pdf`]) {
      const body = await refused(() => apply(h.app, offer.slug, applicant(), { files: [{ name, bytes: pdfBytes() }] }), 400);
      expect(body.error).toBe('file-name-not-allowed');
    }
    const response = await apply(h.app, offer.slug, applicant(), { files: [{ name: '../../etc/cv.pdf', bytes: pdfBytes() }] });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const copy = await h.database.db.selectFrom('documents').select('file_name').where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(copy.file_name).toBe('cv.pdf');
  });

  it('no CV, an empty one, or one under another field name: 400 with the CV required', async () => {
    for (const files of [[], [{ name: 'cv.pdf', bytes: new Uint8Array() }], [{ name: 'cv.pdf', bytes: pdfBytes(), field: 'resume' }]]) {
      const body = await refused(() => apply(h.app, offer.slug, applicant(), { files }), 400);
      expect(body).toMatchObject({ error: 'invalid-application', fields: { cv: 'required' } });
    }
  });

  it('fields the form refuses: 400 with a problem per field and a sentence of them', async () => {
    const body = await refused(() => apply(h.app, offer.slug, { ...applicant(), name: ' ', email: 'nope', message: 'x'.repeat(5001) }), 400);
    expect(body).toMatchObject({ error: 'invalid-application', fields: { name: 'required', email: 'invalid-email', message: 'too-long' } });
    expect(body.message).toMatch(/name is required\. email is not an e-mail address\. message is too long\./);
  });

  it('a guest naming a profile document: 401; a candidate naming someone else’s or an unknown one: 404', async () => {
    await refused(() => apply(h.app, offer.slug, { ...applicant(), documentId: '00000000-0000-4000-8000-000000000001' }, { files: [] }), 401);
    const otherDocument = await h.database.db.selectFrom('documents').select('id').where('candidate_id', 'is not', null).executeTakeFirst();
    for (const documentId of ['00000000-0000-4000-8000-000000000001', 'not-a-uuid', ...(otherDocument ? [otherDocument.id] : [])])
      await refused(() => apply(h.app, offer.slug, { ...applicant(), documentId }, { token: account.token, files: [] }), 404);
  });

  it('an unknown offer: 404; an offer that applies elsewhere: 409', async () => {
    await refused(() => apply(h.app, 'no-such-offer-zz', applicant()), 404);
    await refused(() => apply(h.app, 'bad slug!', applicant()), 404);
    const external = await boardOffer(h, owner, { apply_url: 'https://acme.example/jobs/1' });
    const body = await refused(() => apply(h.app, external.slug, applicant()), 409);
    expect(body.error).toBe('applies-elsewhere');
  });
});

describe('confirming an application’s e-mail', () => {
  const confirm = (body: unknown, contentType?: string) =>
    send('PATCH', '/api/jobboard/applications/confirm-email', { body, ...(contentType ? { contentType } : {}) });

  it('a missing, overlong or non-text token: 400; an unknown one: 404', async () => {
    for (const body of [{}, { token: 42 }, { token: null }, { token: 'x'.repeat(201) }, []]) await refused(() => confirm(body), 400);
    await refused(() => confirm('token=abc', 'text/plain'));
    const unknown = await refused(() => confirm({ token: 'not-a-token-we-sent' }), 404);
    expect(unknown.message).toMatch(/not valid/);
  });
});

describe('the history by redirect id', () => {
  const base = '/api/jobboard/candidates/application-history';

  it('an unknown or malformed redirect id: 404 saying there is no such item', async () => {
    for (const redirectId of ['00000000-0000-4000-8000-00000000abcd', 'unknown-redirect', 'x'.repeat(65), 'bad%20id', 'a%2Fb']) {
      const confirmed = await refused(() => send('PATCH', `${base}/by-core-id/${redirectId}/confirm`, { token: account.token, body: {} }), 404);
      expect(confirmed.message).toMatch(/No such item/);
      await refused(() => send('DELETE', `${base}/by-core-id/${redirectId}`, { token: account.token }), 404);
    }
    // A path that leaves the route is the gateway's own 404.
    await refused(() => send('DELETE', `${base}/by-core-id/..`, { token: account.token }), 404);
  });

  it('a click for an unknown offer: 404; a malformed click: 400', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000abcd', 'not-an-id'])
      await refused(() => send('POST', base, { token: account.token, body: { jobAdvertisementId: id } }), 404);
    for (const body of [
      {},
      { jobAdvertisementId: 7 },
      { jobAdvertisementId: offer.id, redirectId: 'has spaces' },
      { jobAdvertisementId: offer.id, redirectId: 'x'.repeat(65) },
    ])
      await refused(() => send('POST', base, { token: account.token, body }), 400);
  });

  it('a page, size, filter or id list outside the rules: 400', async () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => `jobAdvertisementsIds=00000000-0000-4000-8000-${String(index).padStart(12, '0')}`).join('&');
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'pageSize=0',
      'pageSize=101',
      'isConfirmed=maybe',
      ids(26),
      'jobAdvertisementsIds=not-a-uuid',
    ])
      await refused(() => send('GET', `${base}?${query}`, { token: account.token }), 400);
    await refused(() => send('GET', `${base}/count?isConfirmed=perhaps`, { token: account.token }), 400);
    expect((await send('GET', `${base}?${ids(25)}`, { token: account.token })).statusCode).toBe(200);
  });
});

describe('the employer’s applications', () => {
  let applicationId: string;
  beforeAll(async () => {
    const fields = applicant();
    const response = await apply(h.app, offer.slug, fields);
    applicationId = (response.json() as { id: string }).id;
    const token = await confirmationToken(h, fields.email);
    await send('PATCH', '/api/jobboard/applications/confirm-email', { body: { token } });
  });
  const patch = (body: unknown, id = applicationId) =>
    send('PATCH', `/api/jobboard/v2/employer-panel/applications/${id}`, { token: owner.token, body });

  it('a status outside the pipeline: 400 naming the pipeline’s statuses, the application unchanged and nobody mailed', async () => {
    for (const body of [
      { status: 'promoted' },
      { status: 'NEW' },
      { status: 'in_review' },
      { status: '' },
      { status: 42 },
      { status: null },
      {},
      ['interview'],
    ]) {
      const refusal = await refused(() => patch(body), 400);
      expect(refusal.message).toContain('new, in-review, interview, offer, hired, rejected');
    }
  });

  it('a move the pipeline does not allow: 409 with the allowed moves', async () => {
    expect((await patch({ status: 'hired' })).statusCode).toBe(200);
    const refusal = await refused(() => patch({ status: 'interview' }), 409);
    expect(refusal).toMatchObject({ error: 'status-not-allowed', allowed: ['in-review'], message: expect.stringContaining('in-review') });
  });

  it('an unknown or malformed application id: 404', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000abcd', 'not-a-uuid']) {
      await refused(() => patch({ status: 'in-review' }, id), 404);
      await refused(() => send('DELETE', `/api/jobboard/v2/employer-panel/applications/${id}`, { token: owner.token }), 404);
      await refused(() => send('GET', `/api/jobboard/v1/offers/${offer.slug}/applications/${id}/download`, { token: owner.token }), 404);
    }
  });

  it('a list query outside the rules: 400; an unknown offer: 404', async () => {
    for (const query of ['status=promoted', 'page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'slug=bad%20slug!'])
      await refused(() => send('GET', `/api/jobboard/v2/employer-panel/applications?${query}`, { token: owner.token }), 400);
    await refused(() => send('GET', `/api/jobboard/v1/offers/${offer.slug}/applications?status=promoted`, { token: owner.token }), 400);
    await refused(() => send('GET', '/api/jobboard/v1/offers/no-such-offer-zz/applications', { token: owner.token }), 404);
  });
});

describe('documents and their signed addresses', () => {
  const tokenFor = (body: unknown, visibility = '1') =>
    send('POST', `/api/jobboard/candidates/${account.id}/storage-token/${visibility}`, { token: account.token, body });

  it('a storage token for a wrong visibility, purpose or file name: 4xx', async () => {
    for (const visibility of ['2', 'x', '-1']) await refused(() => tokenFor({ tokenType: 'upload', fileName: 'cv.pdf' }, visibility), 400);
    for (const body of [{}, { tokenType: 'delete', fileName: 'cv.pdf' }, { tokenType: 'upload' }, { tokenType: 'upload', fileName: 3 }])
      await refused(() => tokenFor(body), 400);
    expect((await refused(() => tokenFor({ tokenType: 'upload', fileName: 'cv.exe' }), 415)).error).toBe('file-type-not-allowed');
    expect((await refused(() => tokenFor({ tokenType: 'upload', fileName: '../cv.pdf' }), 400)).error).toBe('file-name-not-allowed');
    for (const fileName of ['00000000-0000-4000-8000-00000000abcd', 'cv.pdf'])
      await refused(() => tokenFor({ tokenType: 'download', fileName }), 404);
  });

  it('an upload of bytes the board refuses: 4xx with the reason, nothing stored, and the address still takes a good file', async () => {
    const url = ((await tokenFor({ tokenType: 'upload', fileName: 'cv.pdf' })).json() as { presignedUrl: string }).presignedUrl;
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(pdfBytes());
    const cases: readonly [Uint8Array, number, string][] = [
      [exeBytes(), 415, 'file-type-not-allowed'],
      [pngBytes(), 415, 'file-type-not-allowed'],
      [new Uint8Array(), 400, 'file-empty'],
      [big, 413, 'file-too-large'],
    ];
    for (const [bytes, status, error] of cases) expect((await refused(() => send('PUT', url, { bytes }), status)).error).toBe(error);
    expect((await send('PUT', url, { bytes: pdfBytes() })).statusCode).toBe(201);
  });

  it('a document id that is not the candidate’s: nothing deleted', async () => {
    const before = await stored();
    expect((await send('DELETE', `/api/jobboard/candidates/${account.id}/documents/not-a-uuid`, { token: account.token })).statusCode).toBe(204);
    expect(await stored()).toBe(before);
  });
});

// Last: the gateway's clock moves past the e-mail link's time.
describe('an e-mail link past its time', () => {
  it('answers 410 and leaves the application unconfirmed', async () => {
    const fields = applicant();
    expect((await apply(h.app, offer.slug, fields)).statusCode).toBe(201);
    const token = await confirmationToken(h, fields.email);
    h.clock.now = new Date(h.clock.now.getTime() + CONFIRMATION_DAYS * 86_400_000);
    const body = await refused(() => send('PATCH', '/api/jobboard/applications/confirm-email', { body: { token } }), 410);
    expect(body).toMatchObject({ error: 'link-expired', message: expect.stringContaining('expired') });
  });
});
