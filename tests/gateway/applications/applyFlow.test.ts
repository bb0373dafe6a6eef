import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBytes, pngBytes } from '../../support/documentFiles.ts';
import {
  applicant,
  apply,
  boardOffer,
  call,
  candidate,
  confirmationToken,
  employer,
  startEmployerHarness,
  type BoardOffer,
  type Employer,
  type EmployerHarness,
} from './applicationsHarness.ts';

let h: EmployerHarness;
let owner: Employer;
let offer: BoardOffer;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  owner = await employer(h);
  offer = await boardOffer(h, owner);
});
afterAll(async () => h.close());

const list = (token: string, query = '') => call(h.app, 'GET', `/api/jobboard/v2/employer-panel/applications${query}`, { token });

describe('a guest applies on the board', () => {
  it('waits for the e-mail link, then reaches the employer with its CV and consents', async () => {
    const fields = applicant();
    const response = await apply(h.app, offer.slug, fields);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'new', emailConfirmationRequired: true, redirectId: null });
    expect((await list(owner.token)).json().items.map((item: { email: string }) => item.email)).not.toContain(fields.email);

    const token = await confirmationToken(h, fields.email);
    const confirmed = await call(h.app, 'PATCH', '/api/jobboard/applications/confirm-email', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ offerSlug: offer.slug, offerTitle: `Board ${offer.marker} Engineer` });
    expect((await call(h.app, 'PATCH', '/api/jobboard/applications/confirm-email', { body: { token } })).statusCode).toBe(200);

    const listed = (await list(owner.token)).json();
    const item = listed.items.find((entry: { email: string }) => entry.email === fields.email);
    expect(item).toMatchObject({
      name: 'Ada Applicant',
      status: 'new',
      futureConsent: false,
      customConsent: true,
      offerSlug: offer.slug,
      cv: { fileName: 'cv.pdf', contentType: 'application/pdf' },
    });
    expect(listed.counts.new).toBeGreaterThanOrEqual(1);

    const download = await call(h.app, 'GET', `/api/jobboard/v1/offers/${offer.slug}/applications/${item.id}/download`, { token: owner.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="cv.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a candidate applies', () => {
  it('with a new upload through a signed address, and sees it in the history with the status the employer sets', async () => {
    const account = await candidate(h);
    const tokenResponse = await call(h.app, 'POST', `/api/jobboard/candidates/${account.id}/storage-token/1`, {
      token: account.token,
      body: { tokenType: 'upload', fileName: 'Ada CV.docx' },
    });
    expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
    const { presignedUrl } = tokenResponse.json() as { presignedUrl: string };
    const uploaded = await h.app.inject({
      method: 'PUT',
      url: presignedUrl,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(docxBytes()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json() as { id: string };
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: presignedUrl,
          headers: { 'content-type': 'application/octet-stream' },
          payload: Buffer.from(docxBytes()),
        })
      ).statusCode,
    ).toBe(409);

    const fields = { ...applicant('candidate'), documentId: document.id };
    const response = await apply(h.app, offer.slug, fields, { token: account.token, files: [] });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as { id: string; redirectId: string };
    expect(receipt).toMatchObject({ emailConfirmationRequired: false, redirectId: receipt.id });
    expect((await apply(h.app, offer.slug, fields, { token: account.token, files: [] })).statusCode).toBe(409);

    const moved = await call(h.app, 'PATCH', `/api/jobboard/v2/employer-panel/applications/${receipt.id}`, {
      token: owner.token,
      body: { status: 'interview' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'interview' });
    const history = await call(h.app, 'GET', '/api/jobboard/candidates/application-history', { token: account.token });
    expect(history.json()).toMatchObject({
      items: [
        { redirectId: receipt.id, jobAdvertisementId: offer.id, status: 'interview', isConfirmed: true, source: 'board', cvFileName: 'Ada CV.docx' },
      ],
      total: 1,
    });
    const mail = await h.database.db.selectFrom('outbox').select(['subject', 'text']).where('to_email', '=', fields.email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your application for Board ${offer.marker} Engineer: interview`);

    const back = await call(h.app, 'PATCH', `/api/jobboard/v2/employer-panel/applications/${receipt.id}`, {
      token: owner.token,
      body: { status: 'new' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: 'status-not-allowed', allowed: ['offer', 'hired', 'rejected'] });

    const withdrawn = await call(h.app, 'DELETE', `/api/jobboard/candidates/application-history/by-core-id/${receipt.id}`, { token: account.token });
    expect(withdrawn.statusCode).toBe(204);
    expect((await list(owner.token)).json().items.map((item: { id: string }) => item.id)).not.toContain(receipt.id);
  });

  it('refuses a PNG sent as cv.pdf and a program sent as cv.pdf, storing nothing', async () => {
    const before = await h.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const png = await apply(h.app, offer.slug, applicant(), { files: [{ name: 'cv.pdf', bytes: pngBytes() }] });
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toBe('file-type-not-allowed');
    const after = await h.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('two applications with one e-mail at once', () => {
  it('keep one, never a 500: the later replaces an unconfirmed one, or answers 409 when both wrote at once', async () => {
    const fields = applicant('twice');
    const answers = await Promise.all([apply(h.app, offer.slug, fields), apply(h.app, offer.slug, fields)]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(201);
    for (const answer of answers) {
      if (answer.statusCode !== 201)
        expect({ status: answer.statusCode, body: answer.json() }).toMatchObject({ status: 409, body: { error: 'already-applied' } });
    }
    const rows = await h.database.db.selectFrom('applications').select('id').where('email', '=', fields.email).execute();
    expect(rows).toHaveLength(1);
  });
});
