import { openDatabase, type Database } from '../../../gateway/db/openDatabase.ts';

export const TENANT = 'jobboard';
export const EMPLOYER_PASSWORD = 'Employer-pass-2026!';
export const CANDIDATE_PASSWORD = 'correct horse battery';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** JSON calls to one server's gateway (`/api/jobboard/...`), with an optional bearer or form body. */
export function gatewayOf(origin: string) {
  return async (method: string, path: string, options: { body?: unknown; token?: string; form?: Record<string, string> } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${origin}/api/${TENANT}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
  };
}
export type Gateway = ReturnType<typeof gatewayOf>;

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

export const openServerDatabase = (url: string): Promise<Database> => openDatabase({ kind: 'postgres', url });

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export interface SetUpEmployer {
  readonly email: string;
  readonly token: string;
  readonly offer: { readonly id: string; readonly title: string; readonly categoryId: number };
}

/** A company signed up and confirmed (the token read from the outbox), logged in, with one offer published by its welcome code. */
export async function employerWithOffer(gateway: Gateway, database: Database): Promise<SetUpEmployer> {
  const email = `${unique('chat-employer')}@example.com`;
  const user = { name: 'Ada Employer', phone: '+48 600 100 200', email, password: EMPLOYER_PASSWORD, password_confirmation: EMPLOYER_PASSWORD };
  expectStatus(
    await gateway('POST', '/v1/users/sign_up', {
      body: { company: { name: `Acme ${email}`, accepted_regulations: true, subscribe_to_newsletter: false }, user },
    }),
    201,
    'sign-up',
  );
  const mail = await database.db.selectFrom('outbox').select('text').where('to_email', '=', email).executeTakeFirstOrThrow();
  const confirmation = decodeURIComponent(/confirmation_token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? '');
  expectStatus(await gateway('PATCH', '/v1/users/confirm', { body: { confirmation_token: confirmation } }), 200, 'confirmation');
  const login = expectStatus(
    await gateway('POST', '/v1/oauth/token', {
      form: { grant_type: 'password', username: email, password: EMPLOYER_PASSWORD, client_id: 'employer-panel' },
    }),
    200,
    'login',
  );
  const token = login.body['access_token'] as string;
  const categories = (await gateway('GET', '/categories?lang=en')).body as unknown as Array<{ value: number }>;
  const categoryId = categories[0]!.value;
  const draft = expectStatus(await gateway('POST', '/v1/offers/initiate', { body: { pricing_plan: 'standard' }, token }), 201, 'initiate').body as {
    slug: string;
    token: string;
  };
  const title = `Senior ${unique('Chatmarker')} Engineer`;
  const form = {
    title,
    body: '<p>Build our product with TypeScript.</p>',
    category_id: categoryId,
    city: 'warszawa',
    street: 'Marszałkowska 1',
    experience_level: 'senior',
    workplace_type: 'remote',
    working_time: 'full_time',
    employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false }],
    required_skills: [{ name: 'TypeScript', level: 4 }],
    apply_email: 'jobs@example.com',
    company_name: `Acme ${email}`,
    information_clause: 'We process your data to recruit.',
    contact_email: 'hr@example.com',
  };
  expectStatus(await gateway('PATCH', `/v1/offers/${draft.slug}?token=${draft.token}`, { body: form }), 200, 'offer form');
  const codes = expectStatus(await gateway('GET', '/v2/employer-panel/codes', { token }), 200, 'codes').body as {
    items: Array<{ code: string; status: string }>;
  };
  const code = codes.items.find((item) => item.status === 'available')?.code ?? '';
  expectStatus(await gateway('POST', `/v1/offers/${draft.slug}/publish-with-code?code=${code}`, { body: {}, token }), 200, 'publish');
  const offer = await database.db.selectFrom('offers').select('id').where('slug', '=', draft.slug).executeTakeFirstOrThrow();
  return { email, token, offer: { id: offer.id, title, categoryId } };
}

export interface SetUpCandidate {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly token: string;
}

/** A registered candidate whose preferences fit the offer (100 %), opted in unless told otherwise. */
export async function fittingCandidate(
  gateway: Gateway,
  categoryId: number,
  options: { optIn?: boolean; firstName?: string } = {},
): Promise<SetUpCandidate> {
  const email = `${unique('chat-candidate')}@example.com`;
  const firstName = options.firstName ?? 'Grace';
  const lastName = unique('Hopper');
  const registered = expectStatus(
    await gateway('POST', '/authentication/register', { body: { email, password: CANDIDATE_PASSWORD, firstName, lastName } }),
    201,
    'register',
  );
  const token = registered.body['token'] as string;
  const id = (registered.body['loggedCandidateDto'] as { id: string }).id;
  const preferences = {
    position: 'Backend developer',
    experienceYears: 8,
    skills: [{ id: 'typescript', name: 'TypeScript', level: 5 }],
    employments: [{ type: 'b2b', salary: { amount: 20000, currency: 'pln' } }],
    locations: { residences: ['warszawa'], workplaceTypes: ['remote'] },
    categoryIds: [categoryId],
    availabilityPeriod: { unit: 'week', value: 0 },
    jobLooking: 'openToOffers',
  };
  expectStatus(await gateway('PATCH', `/candidates/${id}/preferences`, { body: preferences, token }), 200, 'preferences');
  if (options.optIn ?? true)
    expectStatus(await gateway('PUT', `/candidates/${id}/passive-candidate-status`, { body: { optedIn: true }, token }), 200, 'opt-in');
  return { id, email, firstName, lastName, token };
}
