import type { FastifyInstance } from 'fastify';
import { register, type Account } from '../session/sessionHarness.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from '../employer/employerHarness.ts';
import { extraCode, firstCategory, initiate, newMarker } from '../employer/offerFixtures.ts';
import { pdfBytes } from '../../support/documentFiles.ts';

export { call, employer, register, startEmployerHarness, type Account, type Employer, type EmployerHarness };

export interface BoardOffer {
  readonly slug: string;
  readonly id: string;
  readonly marker: string;
}

/** A published offer of `owner` that takes applications on the board (no apply address), asking both consents. */
export async function boardOffer(
  h: EmployerHarness,
  owner: Employer,
  overrides: Record<string, unknown> = {},
  tenant = 'jobboard',
): Promise<BoardOffer> {
  const marker = newMarker();
  const draft = await initiate(h.app, owner.token, tenant);
  const form = {
    title: `Board ${marker} Engineer`,
    body: `<p>Build things with ${marker}.</p>`,
    category_id: await firstCategory(h.app, tenant),
    city: 'warszawa',
    experience_level: 'senior',
    workplace_type: 'remote',
    working_time: 'full_time',
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false }],
    required_skills: [{ name: 'TypeScript', level: 4 }],
    apply_url: null,
    apply_email: null,
    company_name: `Company ${marker}`,
    information_clause: 'We process your data to recruit.',
    future_consent: { text: 'Keep my application for future recruitment.', enabled: true },
    custom_consent: { text: 'I agree to a background check.', enabled: true },
    ...overrides,
  };
  const saved = await call(h.app, 'PATCH', `/api/${tenant}/v1/offers/${draft.slug}?token=${draft.token}`, { body: form });
  if (saved.statusCode !== 200) throw new Error(`PATCH answered ${saved.statusCode}: ${saved.body}`);
  const code = await extraCode(h, owner, 30, 90, tenant);
  const published = await call(h.app, 'POST', `/api/${tenant}/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
    body: {},
    token: owner.token,
  });
  if (published.statusCode !== 200) throw new Error(`publish answered ${published.statusCode}: ${published.body}`);
  return { slug: draft.slug, id: (published.json() as { id: string }).id, marker };
}

export interface FilePart {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly field?: string;
  readonly type?: string;
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipartBody(fields: Readonly<Record<string, string>>, files: readonly FilePart[] = []): { payload: Buffer; contentType: string } {
  const boundary = `----jobboard${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const applicant = (tag = 'guest') => ({
  name: 'Ada Applicant',
  email: `applicant.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`,
  message: 'I would love to build things with you.',
  futureConsent: '0',
  customConsent: '1',
  language: 'en',
});

let clients = 0;
/** A client address of its own for each call, so that the per-client limit counts the calls of a test, not of the whole file. */
const nextClient = () => `10.77.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

/** POST /job-advertisements/{slug}/applications as a guest (no token) or a candidate, each from a client address of its own. */
export function apply(
  app: FastifyInstance,
  slug: string,
  fields: Readonly<Record<string, string>>,
  options: { token?: string; files?: readonly FilePart[]; tenant?: string } = {},
) {
  const body = multipartBody(fields, options.files ?? [{ name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' }]);
  return app.inject({
    method: 'POST',
    url: `/api/${options.tenant ?? 'jobboard'}/job-advertisements/${slug}/applications`,
    headers: { 'content-type': body.contentType, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: body.payload,
    remoteAddress: nextClient(),
  });
}

/** The token of the newest application e-mail to this address, from the outbox. */
export async function confirmationToken(h: EmployerHarness, email: string): Promise<string> {
  const row = await h.database.db
    .selectFrom('outbox')
    .select('text')
    .where('to_email', '=', email)
    .where('text', 'like', '%/applications/confirm?token=%')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const match = /token=([A-Za-z0-9_%-]+)/.exec(row.text);
  if (!match?.[1]) throw new Error(`no token in the e-mail to ${email}`);
  return decodeURIComponent(match[1]);
}

/** A guest's application, confirmed through its e-mail: its id. */
export async function confirmedGuestApplication(h: EmployerHarness, slug: string, tenant = 'jobboard'): Promise<{ id: string; email: string }> {
  const fields = applicant();
  const response = await apply(h.app, slug, fields, { tenant });
  if (response.statusCode !== 201) throw new Error(`apply answered ${response.statusCode}: ${response.body}`);
  const token = await confirmationToken(h, fields.email);
  const confirmed = await call(h.app, 'PATCH', `/api/${tenant}/applications/confirm-email`, { body: { token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { id: (response.json() as { id: string }).id, email: fields.email };
}

export { pdfBytes };
export const candidate = (h: EmployerHarness, tenant = 'jobboard'): Promise<Account> => register(h.app, tenant);
