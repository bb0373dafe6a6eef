import type { FastifyInstance } from 'fastify';
import { call, login, PASSWORD, tokenFromMail, uniqueEmail, type Employer, type EmployerHarness, type Method } from '../employerHarness.ts';

/** A 1×1 PNG, a JPEG's first bytes and a Windows executable's: images are told by their bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 0)]);
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\u0000\u0000'), Buffer.alloc(200, 0x90)]);
/** PNG's signature then padding: an image by its bytes, `size` bytes long. */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 0)]);

export interface FilePart {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body of text fields and files, as a browser would send it. */
export function multipart(fields: Record<string, string>, files: readonly FilePart[] = []): { payload: Buffer; contentType: string } {
  const boundary = `----company${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendMultipart(
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string | null,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
) {
  const body = multipart(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export interface CompanyUser {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

/** An admin invites a user with this role; the user sets a password through the e-mail's link and logs in. */
export async function invitedUser(h: EmployerHarness, admin: Employer, role: 'admin' | 'recruiter', tenant = 'jobboard'): Promise<CompanyUser> {
  const email = uniqueEmail(role);
  const added = await call(h.app, 'POST', `/api/${tenant}/v1/users`, { token: admin.token, body: { name: `A ${role}`, email, role } });
  if (added.statusCode !== 201) throw new Error(`POST /v1/users answered ${added.statusCode}: ${added.body}`);
  const token = await tokenFromMail(h.database, email);
  const confirmed = await call(h.app, 'PATCH', `/api/${tenant}/v1/users/confirm`, {
    body: { confirmation_token: token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { id: (added.json() as { id: string }).id, email, token: await login(h, email, tenant) };
}

/** The company's slug, as GET /v1/company answers it. */
export async function slugOf(h: EmployerHarness, employer: Employer, tenant = 'jobboard'): Promise<string> {
  const company = await call(h.app, 'GET', `/api/${tenant}/v1/company`, { token: employer.token });
  return (company.json() as { slug: string }).slug;
}

export const storyFields = (headline: string, published: boolean, extra: Record<string, string> = {}): Record<string, string> => ({
  content: JSON.stringify({
    pl: {
      headline: `${headline} PL`,
      sections: [{ title: 'Kim jesteśmy', body: 'Akapit pierwszy.\n\nAkapit drugi.' }],
      benefits: ['Karta sportowa'],
    },
    en: { headline: `${headline} EN`, sections: [{ title: 'Who we are', body: 'First paragraph.\n\nSecond paragraph.' }], benefits: ['Gym card'] },
  }),
  technologies: JSON.stringify(['TypeScript', 'PostgreSQL']),
  published: published ? '1' : '0',
  ...extra,
});
