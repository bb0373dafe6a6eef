import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationRoutes } from '../../../gateway/applications/applicationRoutes.ts';
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS } from '../../../gateway/documents/presignedUrls.ts';
import { docxBytes, pdfBytes } from '../../support/documentFiles.ts';
import { sender } from './clientCalls.ts';
import { invitedUser, type CompanyUser } from '../employer/company/companyFixtures.ts';
import type { Method } from '../employer/employerHarness.ts';
import {
  applicant,
  apply,
  boardOffer,
  candidate,
  confirmationToken,
  employer,
  startEmployerHarness,
  type Account,
  type BoardOffer,
  type Employer,
  type EmployerHarness,
} from './applicationsHarness.ts';

/**
 * Every route of the applications and documents contexts, on the offer's own tenant and on another
 * one, against every kind of caller: a guest, the candidate who owns the history item and the
 * documents, another candidate, the offer company's admin and recruiter, and another company's
 * admin. An application, its CV and its status are the offer company's; a history item and a
 * document are their candidate's; a signed address is the permission for one file, one purpose, one
 * tenant. Anyone else gets 401 (no live bearer of the right kind for this tenant) or 404 (the thing
 * is not theirs), a refused call changes nothing, and no answer carries what is not the caller's.
 * The route list is read from the code: a route this matrix does not name fails the test.
 */
type Role = 'guest' | 'owner' | 'other candidate' | 'admin' | 'recruiter' | 'other company';
const ROLES: readonly Role[] = ['guest', 'owner', 'other candidate', 'admin', 'recruiter', 'other company'];
type Tenant = 'own' | 'other';
const TENANT: Readonly<Record<Tenant, string>> = { own: 'jobboard', other: 'design' };

/** 'ok' is any 2xx. */
type Outcome = number | 'ok';
type Expect = Readonly<Record<Role, Outcome>>;

/** Fresh things of the owner (candidate) and the offer's company that one route's calls act on. */
interface Resource {
  /** A confirmed guest's application to the board offer. */
  readonly applicationId: string;
  readonly applicantEmail: string;
  /** The owner's click on an offer elsewhere, unconfirmed. */
  readonly redirectId: string;
  /** A private document in the owner's profile. */
  readonly documentId: string;
  /** The owner's signed addresses: an upload not yet used, and a download of documentId. */
  readonly uploadUrl: string;
  readonly downloadUrl: string;
  /** The e-mail token of a guest's application still waiting for it. */
  readonly confirmToken: string;
}

interface Call {
  readonly method: Method;
  readonly path: string;
  readonly body?: unknown;
  /** A multipart application form with a PDF CV. */
  readonly form?: Record<string, string>;
  /** A signed address (already /api/{tenant}/...), called as it is, with raw bytes for a PUT. */
  readonly raw?: { readonly url: string; readonly bytes?: Uint8Array };
}

interface Route {
  /** As registered: method and path. */
  readonly route: string;
  readonly call: (r: Resource) => Call;
  readonly own: Expect;
  readonly other: Expect;
  /** A 2xx uses the resource up (deleted, uploaded, withdrawn): the next caller gets a fresh one. */
  readonly consumes?: boolean;
  /** A signed address: whoever holds it may use it, bearer or not (the signature is the permission). */
  readonly signed?: boolean;
}

const all = (outcome: Outcome): Expect => Object.fromEntries(ROLES.map((role) => [role, outcome])) as unknown as Expect;
const candidates: Expect = { guest: 401, owner: 'ok', 'other candidate': 'ok', admin: 401, recruiter: 401, 'other company': 401 };
const ownerOnly: Expect = { ...candidates, 'other candidate': 404 };
const company: Expect = { guest: 401, owner: 401, 'other candidate': 401, admin: 'ok', recruiter: 'ok', 'other company': 404 };

let offer: BoardOffer;
let applyOffer: BoardOffer;
let owner: Account;
let externalOfferId: string;

const ROUTES: readonly Route[] = [
  {
    route: 'POST /:tenant/job-advertisements/:slug/applications',
    call: () => ({ method: 'POST', path: `/job-advertisements/${applyOffer.slug}/applications`, form: applicant('matrix') }),
    own: { ...candidates, guest: 'ok' },
    other: { ...all(401), guest: 404 },
  },
  {
    route: 'PATCH /:tenant/applications/confirm-email',
    call: (r) => ({ method: 'PATCH', path: '/applications/confirm-email', body: { token: r.confirmToken } }),
    own: all('ok'),
    other: all(404),
  },
  {
    route: 'GET /:tenant/candidates/application-history',
    call: () => ({ method: 'GET', path: '/candidates/application-history?pageSize=100' }),
    own: candidates,
    other: all(401),
  },
  {
    route: 'GET /:tenant/candidates/application-history/count',
    call: () => ({ method: 'GET', path: '/candidates/application-history/count' }),
    own: candidates,
    other: all(401),
  },
  {
    route: 'POST /:tenant/candidates/application-history',
    call: () => ({ method: 'POST', path: '/candidates/application-history', body: { jobAdvertisementId: externalOfferId } }),
    own: candidates,
    other: all(401),
  },
  {
    route: 'PATCH /:tenant/candidates/application-history/by-core-id/:redirectId/confirm',
    call: (r) => ({ method: 'PATCH', path: `/candidates/application-history/by-core-id/${r.redirectId}/confirm`, body: {} }),
    own: ownerOnly,
    other: all(401),
  },
  {
    route: 'DELETE /:tenant/candidates/application-history/by-core-id/:redirectId',
    call: (r) => ({ method: 'DELETE', path: `/candidates/application-history/by-core-id/${r.redirectId}` }),
    own: ownerOnly,
    other: all(401),
    consumes: true,
  },
  {
    route: 'GET /:tenant/v2/employer-panel/applications',
    call: () => ({ method: 'GET', path: '/v2/employer-panel/applications?pageSize=100' }),
    own: { ...company, 'other company': 'ok' },
    other: all(401),
  },
  {
    route: 'GET /:tenant/v1/offers/:slug/applications',
    call: () => ({ method: 'GET', path: `/v1/offers/${offer.slug}/applications?pageSize=100` }),
    own: company,
    other: all(401),
  },
  {
    route: 'PATCH /:tenant/v2/employer-panel/applications/:id',
    call: (r) => ({ method: 'PATCH', path: `/v2/employer-panel/applications/${r.applicationId}`, body: { status: 'interview' } }),
    own: company,
    other: all(401),
    consumes: true,
  },
  {
    route: 'DELETE /:tenant/v2/employer-panel/applications/:id',
    call: (r) => ({ method: 'DELETE', path: `/v2/employer-panel/applications/${r.applicationId}` }),
    own: company,
    other: all(401),
    consumes: true,
  },
  {
    route: 'GET /:tenant/v1/offers/:slug/applications/:id/download',
    call: (r) => ({ method: 'GET', path: `/v1/offers/${offer.slug}/applications/${r.applicationId}/download` }),
    own: company,
    other: all(401),
  },
  {
    route: 'POST /:tenant/candidates/:id/storage-token/:visibility',
    call: (r) => ({ method: 'POST', path: `/candidates/${owner.id}/storage-token/1`, body: { tokenType: 'download', fileName: r.documentId } }),
    own: ownerOnly,
    other: all(401),
  },
  {
    route: 'GET /:tenant/candidates/:id/documents',
    call: () => ({ method: 'GET', path: `/candidates/${owner.id}/documents` }),
    own: ownerOnly,
    other: all(401),
  },
  {
    route: 'DELETE /:tenant/candidates/:id/documents/:documentId',
    call: (r) => ({ method: 'DELETE', path: `/candidates/${owner.id}/documents/${r.documentId}` }),
    own: ownerOnly,
    other: all(401),
    consumes: true,
  },
  {
    route: 'PUT /:tenant/documents/:fileId',
    call: (r) => ({ method: 'PUT', path: '', raw: { url: r.uploadUrl, bytes: pdfBytes() } }),
    own: all('ok'),
    other: all(403),
    consumes: true,
    signed: true,
  },
  {
    route: 'GET /:tenant/documents/:fileId',
    call: (r) => ({ method: 'GET', path: '', raw: { url: r.downloadUrl } }),
    own: all('ok'),
    other: all(403),
    signed: true,
  },
];

let h: EmployerHarness;
let admin: Employer;
let recruiter: CompanyUser;
let otherAdmin: Employer;
let otherCandidate: Account;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  send = sender(h.app);
  admin = await employer(h);
  otherAdmin = await employer(h);
  recruiter = await invitedUser(h, admin, 'recruiter');
  owner = await candidate(h);
  otherCandidate = await candidate(h);
  offer = await boardOffer(h, admin);
  applyOffer = await boardOffer(h, admin);
  // An offer of the seed, which applies at its source: what a click elsewhere is recorded for.
  const seeded = await h.database.db
    .selectFrom('offers')
    .leftJoin('employer_offers', 'employer_offers.id', 'offers.id')
    .select('offers.id')
    .where('offers.tenant_id', '=', 'jobboard')
    .where('employer_offers.id', 'is', null)
    .executeTakeFirstOrThrow();
  externalOfferId = seeded.id;
});
afterAll(async () => h.close());

function bearerOf(role: Role): string | null {
  const tokens: Record<Role, string | null> = {
    guest: null,
    owner: owner.token,
    'other candidate': otherCandidate.token,
    admin: admin.token,
    recruiter: recruiter.token,
    'other company': otherAdmin.token,
  };
  return tokens[role];
}

let send: ReturnType<typeof sender>;

const json = async (method: Method, url: string, token: string | null, body?: unknown) => {
  const response = await send(method, url, { token, body });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Record<string, unknown>;
};

/** A guest's application to the board offer: its id, address and e-mail token; confirmed unless told. */
async function guestApplication(confirm: boolean) {
  const fields = applicant('resource');
  const response = await apply(h.app, offer.slug, fields);
  if (response.statusCode !== 201) throw new Error(`apply answered ${response.statusCode}: ${response.body}`);
  const token = await confirmationToken(h, fields.email);
  if (confirm) await json('PATCH', '/api/jobboard/applications/confirm-email', null, { token });
  return { id: (response.json() as { id: string }).id, email: fields.email, token };
}

/** A signed address of the owner's: an upload of a new PDF, or a download of a document. */
async function signedUrl(tokenType: 'upload' | 'download', fileName: string): Promise<string> {
  const body = await json('POST', `/api/jobboard/candidates/${owner.id}/storage-token/1`, owner.token, { tokenType, fileName });
  return body['presignedUrl'] as string;
}

async function ownerDocument(name = 'owner cv.pdf'): Promise<string> {
  const uploaded = await send('PUT', await signedUrl('upload', name), { bytes: pdfBytes() });
  if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  return (uploaded.json() as { id: string }).id;
}

/** Empties the owner's profile of documents (a profile keeps at most 20; the CV copies sent with applications stay). */
async function clearOwnerDocuments(): Promise<void> {
  const listed = await json('GET', `/api/jobboard/candidates/${owner.id}/documents`, owner.token);
  for (const { id } of listed['items'] as { id: string }[])
    await send('DELETE', `/api/jobboard/candidates/${owner.id}/documents/${id}`, { token: owner.token });
}

async function freshResource(): Promise<Resource> {
  await clearOwnerDocuments();
  const application = await guestApplication(true);
  const pending = await guestApplication(false);
  const clicked = await json('POST', '/api/jobboard/candidates/application-history', owner.token, { jobAdvertisementId: externalOfferId });
  const documentId = await ownerDocument();
  return {
    applicationId: application.id,
    applicantEmail: application.email,
    redirectId: clicked['redirectId'] as string,
    documentId,
    uploadUrl: await signedUrl('upload', 'matrix.pdf'),
    downloadUrl: await signedUrl('download', documentId),
    confirmToken: pending.token,
  };
}

/** Everything a refused call might change: the company's applications, the owner's history and documents, the whole documents table. */
async function world(): Promise<string> {
  const reads = await Promise.all([
    send('GET', '/api/jobboard/v2/employer-panel/applications?pageSize=100', { token: admin.token }),
    send('GET', '/api/jobboard/candidates/application-history?pageSize=100', { token: owner.token }),
    send('GET', `/api/jobboard/candidates/${owner.id}/documents`, { token: owner.token }),
    send('GET', '/api/jobboard/candidates/application-history?pageSize=100', { token: otherCandidate.token }),
  ]);
  const rows = await h.database.db.selectFrom('applications').select(['id', 'status', 'email_confirmed_at']).orderBy('id').execute();
  const documents = await h.database.db.selectFrom('documents').select('id').orderBy('id').execute();
  return [...reads.map((read) => read.body), JSON.stringify(rows), JSON.stringify(documents)].join('\n');
}

async function callAs(role: Role, tenant: Tenant, request: Call) {
  const token = bearerOf(role);
  if (request.raw) {
    const url = request.raw.url.replace('/api/jobboard/', `/api/${TENANT[tenant]}/`);
    return send(request.method, url, { token, ...(request.raw.bytes ? { bytes: request.raw.bytes } : {}) });
  }
  const url = `/api/${TENANT[tenant]}${request.path}`;
  if (request.form) return apply(h.app, applyOffer.slug, request.form, { tenant: TENANT[tenant], ...(token ? { token } : {}) });
  return send(request.method, url, { token, ...(request.body === undefined ? {} : { body: request.body }) });
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** What of the resource no refused answer (and no other party's answer) may carry. */
const secretsOf = (r: Resource): string[] => [r.applicantEmail, r.applicationId, r.redirectId, r.documentId, '%PDF-', 'owner cv.pdf'];

describe('tenant × endpoint × role', () => {
  it('names every route the applications and documents contexts register, and nothing else', async () => {
    const registered: string[] = [];
    const probe = Fastify();
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    await applicationRoutes(probe, h.deps);
    await probe.ready();
    await probe.close();
    expect(registered.length).toBeGreaterThan(0);
    expect([...new Set(registered)].sort()).toEqual(ROUTES.map((route) => route.route).sort());
  });

  it.each(ROUTES.map((route) => [route.route, route] as const))('%s', async (_name, route) => {
    let resource = await freshResource();
    let before = await world();
    for (const tenant of ['other', 'own'] as const) {
      for (const role of ROLES) {
        const response = await callAs(role, tenant, route.call(resource));
        const expected = route[tenant][role];
        const label = `${role} on the ${tenant} tenant: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(expected === 'ok' ? succeeded(response.statusCode) : response.statusCode === expected, label).toBe(true);
        if (expected === 'ok') {
          // Another candidate or company may call, but sees only its own things.
          if (!route.signed && (role === 'other candidate' || role === 'other company'))
            for (const secret of secretsOf(resource)) expect(response.body, `${label} carries ${secret}`).not.toContain(secret);
          if (route.consumes) resource = await freshResource();
          before = await world();
          continue;
        }
        expect(response.statusCode, label).toBeLessThan(500);
        for (const secret of secretsOf(resource)) expect(response.body, `${label} carries ${secret}`).not.toContain(secret);
        expect(await world(), `${role} on the ${tenant} tenant changed something`).toBe(before);
      }
    }
  });
});

describe('what is whose', () => {
  beforeEach(clearOwnerDocuments);

  it('the company downloads the CV as an attachment of its stored type, another company gets 404 on all of it', async () => {
    const { id } = await guestApplication(true);
    const download = await send('GET', `/api/jobboard/v1/offers/${offer.slug}/applications/${id}/download`, { token: recruiter.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['cache-control']).toContain('no-store');
    const otherOffer = await boardOffer(h, otherAdmin);
    const elsewhere = await send('GET', `/api/jobboard/v1/offers/${otherOffer.slug}/applications/${id}/download`, { token: otherAdmin.token });
    expect(elsewhere.statusCode).toBe(404);
    // The company's own offer slug with another offer's application is no path to its CV either.
    const mismatched = await send('GET', `/api/jobboard/v1/offers/${applyOffer.slug}/applications/${id}/download`, { token: admin.token });
    expect(mismatched.statusCode).toBe(404);
  });

  it('another candidate can neither see nor withdraw the owner’s board application', async () => {
    const own = await apply(
      h.app,
      offer.slug,
      { ...applicant('owner'), documentId: await ownerDocument('board.pdf') },
      { token: owner.token, files: [] },
    );
    expect(own.statusCode, own.body).toBe(201);
    const { redirectId } = own.json() as { redirectId: string };
    const withdraw = await send('DELETE', `/api/jobboard/candidates/application-history/by-core-id/${redirectId}`, { token: otherCandidate.token });
    expect(withdraw.statusCode).toBe(404);
    const history = await send('GET', `/api/jobboard/candidates/application-history?jobAdvertisementsIds=${offer.id}`, {
      token: otherCandidate.token,
    });
    expect(history.json()).toMatchObject({ items: [], total: 0 });
    const listed = await json('GET', `/api/jobboard/v1/offers/${offer.slug}/applications?pageSize=100`, admin.token);
    expect((listed['items'] as { id: string }[]).map((item) => item.id)).toContain(redirectId);
    const mine = await send('GET', `/api/jobboard/candidates/application-history?jobAdvertisementsIds=${offer.id}`, { token: owner.token });
    expect(mine.json()).toMatchObject({ items: [{ redirectId, status: 'new', source: 'board' }], total: 1 });
  });

  it('another candidate gets no address for the owner’s document through their own storage token', async () => {
    const documentId = await ownerDocument();
    const stolen = await send('POST', `/api/jobboard/candidates/${otherCandidate.id}/storage-token/1`, {
      token: otherCandidate.token,
      body: { tokenType: 'download', fileName: documentId },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('presignedUrl');
  });

  it('a redirect id is the candidate’s own: another candidate naming the same one gets an item of its own', async () => {
    const redirectId = `shared-${Date.now().toString(36)}`;
    const mine = await send('POST', '/api/jobboard/candidates/application-history', {
      token: owner.token,
      body: { jobAdvertisementId: externalOfferId, redirectId },
    });
    expect([200, 201]).toContain(mine.statusCode);
    const ownersItem = (mine.json() as { redirectId: string }).redirectId;
    const another = await h.database.db
      .selectFrom('offers')
      .leftJoin('employer_offers', 'employer_offers.id', 'offers.id')
      .select('offers.id')
      .where('offers.tenant_id', '=', 'jobboard')
      .where('employer_offers.id', 'is', null)
      .where('offers.id', '!=', externalOfferId)
      .executeTakeFirstOrThrow();
    const theirs = await send('POST', '/api/jobboard/candidates/application-history', {
      token: otherCandidate.token,
      body: { jobAdvertisementId: another.id, redirectId: ownersItem },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json()).toMatchObject({ redirectId: ownersItem, jobAdvertisementId: another.id });
    expect(theirs.body).not.toContain(externalOfferId);
    const confirmed = await send('PATCH', `/api/jobboard/candidates/application-history/by-core-id/${ownersItem}/confirm`, {
      token: otherCandidate.token,
      body: {},
    });
    expect(confirmed.json()).toMatchObject({ jobAdvertisementId: another.id, isConfirmed: true });
    const owners = await send('GET', `/api/jobboard/candidates/application-history?jobAdvertisementsIds=${externalOfferId}`, { token: owner.token });
    expect(owners.json()).toMatchObject({ items: [{ redirectId: ownersItem, isConfirmed: false }] });
  });

  it('a withdrawn application is gone for the company: list, status, CV', async () => {
    const documentId = await ownerDocument('withdrawn.pdf');
    const fresh = await boardOffer(h, admin);
    const own = await apply(h.app, fresh.slug, { ...applicant('withdraw'), documentId }, { token: owner.token, files: [] });
    expect(own.statusCode, own.body).toBe(201);
    const { redirectId } = own.json() as { redirectId: string };
    const listed = async () => (await json('GET', `/api/jobboard/v1/offers/${fresh.slug}/applications`, admin.token))['items'] as { id: string }[];
    const copies = () => h.database.db.selectFrom('documents').select('id').where('application_id', '=', redirectId).execute();
    expect((await listed()).map((item) => item.id)).toEqual([redirectId]);
    expect(await copies()).toHaveLength(1);

    const withdrawn = await send('DELETE', `/api/jobboard/candidates/application-history/by-core-id/${redirectId}`, { token: owner.token });
    expect(withdrawn.statusCode).toBe(204);
    expect(await listed()).toEqual([]);
    expect(await copies()).toEqual([]);
    const status = await send('PATCH', `/api/jobboard/v2/employer-panel/applications/${redirectId}`, {
      token: admin.token,
      body: { status: 'in-review' },
    });
    expect(status.statusCode).toBe(404);
    const cv = await send('GET', `/api/jobboard/v1/offers/${fresh.slug}/applications/${redirectId}/download`, { token: admin.token });
    expect(cv.statusCode).toBe(404);
    // The profile's own document stays: only the copy sent with the application went.
    expect((await send('GET', `/api/jobboard/candidates/${owner.id}/documents`, { token: owner.token })).body).toContain(documentId);
  });
});

describe('a signed address works only for its file, its purpose and its time', () => {
  beforeEach(clearOwnerDocuments);

  const tamper = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://localhost');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}?${parsed.searchParams.toString()}`;
  };

  it('refuses an address with any field changed, and one moved to another file', async () => {
    const documentId = await ownerDocument();
    const otherDocument = await ownerDocument('other.pdf');
    const url = await signedUrl('download', documentId);
    expect((await send('GET', url)).statusCode).toBe(200);
    const forged = [
      tamper(url, 'name', 'other.pdf'),
      tamper(url, 'owner', otherCandidate.id),
      tamper(url, 'visibility', '0'),
      tamper(url, 'expires', String(Number(new URL(url, 'http://localhost').searchParams.get('expires')) + 3600)),
      tamper(url, 'signature', 'A'.repeat(43)),
      tamper(url, 'purpose', 'upload'),
      url.replace(/&signature=[^&]*/, ''),
      url.replace(documentId, otherDocument),
    ];
    for (const address of forged) {
      const response = await send('GET', address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/not valid/) });
      expect(response.body).not.toContain('%PDF-');
    }
  });

  it('refuses a download address used to upload, and an upload address used to download, storing nothing', async () => {
    const documentId = await ownerDocument();
    const download = await signedUrl('download', documentId);
    const before = await world();
    expect((await send('PUT', download, { bytes: docxBytes() })).statusCode).toBe(403);
    const upload = await signedUrl('upload', 'fresh.pdf');
    expect((await send('GET', upload)).statusCode).toBe(403);
    expect(await world()).toBe(before);
    expect((await send('PUT', upload, { bytes: pdfBytes() })).statusCode).toBe(201);
  });

  it('serves a download only while its document exists', async () => {
    const documentId = await ownerDocument();
    const url = await signedUrl('download', documentId);
    expect((await send('DELETE', `/api/jobboard/candidates/${owner.id}/documents/${documentId}`, { token: owner.token })).statusCode).toBe(204);
    expect((await send('GET', url)).statusCode).toBe(404);
  });

  // Last: the gateway's clock moves past every address's time (and the bearers').
  it('refuses an address past its time (410), storing nothing', async () => {
    const documentId = await ownerDocument();
    const download = await signedUrl('download', documentId);
    const upload = await signedUrl('upload', 'late.pdf');
    h.clock.now = new Date(h.clock.now.getTime() + DOWNLOAD_URL_SECONDS * 1000);
    const late = await send('GET', download);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'link-expired', message: expect.stringMatching(/expired/) });
    const before = await h.database.db.selectFrom('documents').select('id').execute();
    h.clock.now = new Date(h.clock.now.getTime() + (UPLOAD_URL_SECONDS - DOWNLOAD_URL_SECONDS) * 1000);
    expect((await send('PUT', upload, { bytes: pdfBytes() })).statusCode).toBe(410);
    expect(await h.database.db.selectFrom('documents').select('id').execute()).toEqual(before);
  });
});
