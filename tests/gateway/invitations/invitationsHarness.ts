import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { createServer } from '../../../composition/server/createServer.ts';
import { migrateToLatest, openDatabase, type Database } from '../../../gateway/db/openDatabase.ts';
import type { Events } from '../../../gateway/events/Events.ts';
import { openEvents } from '../../../gateway/events/openEvents.ts';
import type { GatewayDeps } from '../../../gateway/GatewayDeps.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { call, employer, SEEDED_AT, type Employer, type EmployerHarness } from '../employer/employerHarness.ts';
import { publishedOffer } from '../employer/offerFixtures.ts';
import { authed, register, testHashing, testSecret, type Account } from '../session/sessionHarness.ts';

export const BASE = '/api/jobboard';

/** A server of the harness: listening on a port (the sockets need one), with its own LISTEN/NOTIFY events. */
export interface Process extends EmployerHarness {
  readonly events: Events;
  /** `ws://127.0.0.1:<port>`. */
  readonly wsBase: string;
}

export interface InvitationsHarness {
  readonly database: Database;
  readonly clock: { now: Date };
  /** The first server; `second()` opens another on the same database, as a second process would. */
  readonly a: Process;
  second(): Promise<Process>;
  close(): Promise<void>;
}

/** A seeded PGlite and a server over it that listens; more servers on the same database hear each other's events. */
export async function startInvitationsHarness(): Promise<InvitationsHarness> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { offers: 30, now: SEEDED_AT });
  const clock = { now: new Date(SEEDED_AT.getTime() + 3_600_000) };
  const opened: Process[] = [];
  const open = async (): Promise<Process> => {
    if (!database.pglite) throw new Error('expected PGlite');
    const events = await openEvents({ kind: 'pglite', pglite: database.pglite }, database.db);
    const deps: GatewayDeps = {
      db: database.db,
      databaseKind: 'pglite',
      version: 'test',
      now: () => (clock.now = new Date(clock.now.getTime() + 1)),
      auth: {
        secret: testSecret,
        passwordHashing: testHashing,
        loginRateLimit: { max: 1000, windowMs: 60_000 },
        accountRateLimit: { max: 1000, windowMs: 60_000 },
      },
      alerts: { publicUrl: 'http://localhost:3000', defaultTenant: 'jobboard', mailFrom: 'no-reply@jobboard.test' },
      events,
    };
    const app = await createServer({ gateway: deps, defaultTenant: 'jobboard' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const process: Process = { app, database, deps, clock, events, wsBase: `ws://127.0.0.1:${port}`, close: async () => undefined };
    opened.push(process);
    return process;
  };
  const a = await open();
  return {
    database,
    clock,
    a,
    second: open,
    close: async () => {
      for (const process of opened) {
        await process.app.close();
        await process.events.close();
      }
      await database.close();
    },
  };
}

/** A published offer of the employer's company: TypeScript at level 4, senior, remote, B2B 20,000–28,000 PLN. */
export async function offerOf(h: EmployerHarness, owner: Employer): Promise<{ id: string; slug: string; categoryId: number }> {
  const draft = await publishedOffer(h, owner);
  const row = await h.database.db.selectFrom('offers').select(['id', 'slug', 'category_id']).where('slug', '=', draft.slug).executeTakeFirstOrThrow();
  return { id: row.id, slug: row.slug, categoryId: row.category_id };
}

/** A candidate whose preferences fit the offer (100 %), opted in unless told otherwise. */
export async function fitCandidate(
  app: FastifyInstance,
  offer: { categoryId: number },
  options: { optIn?: boolean; fit?: boolean } = {},
): Promise<Account> {
  const me = await register(app, 'jobboard', { firstName: 'Grace', lastName: 'Hopper' });
  const fit = options.fit ?? true;
  const preferences = await authed(app, me.token, {
    method: 'PATCH',
    url: `${BASE}/candidates/${me.id}/preferences`,
    payload: {
      position: 'Backend developer',
      experienceYears: fit ? 8 : 0,
      skills: [{ id: 'typescript', name: 'TypeScript', level: fit ? 5 : 1 }],
      employments: [{ type: 'b2b', salary: { amount: fit ? 20000 : 90000, currency: 'pln' } }],
      locations: { residences: ['krakow'], workplaceTypes: fit ? ['remote'] : ['office'] },
      categoryIds: [offer.categoryId],
      availabilityPeriod: { unit: 'week', value: 2 },
      jobLooking: 'openToOffers',
    },
  });
  if (preferences.statusCode !== 200) throw new Error(`preferences answered ${preferences.statusCode}: ${preferences.body}`);
  if (options.optIn ?? true) {
    const opted = await authed(app, me.token, {
      method: 'PUT',
      url: `${BASE}/candidates/${me.id}/passive-candidate-status`,
      payload: { optedIn: true },
    });
    if (opted.statusCode !== 200) throw new Error(`opt-in answered ${opted.statusCode}: ${opted.body}`);
  }
  return me;
}

/** An employer, one published offer and a fitting opted-in candidate invited for it. */
export async function invitedCandidate(h: EmployerHarness) {
  const owner = await employer(h);
  const offer = await offerOf(h, owner);
  const candidate = await fitCandidate(h.app, offer);
  const sent = await call(h.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
    token: owner.token,
    body: { candidateId: candidate.id, jobAdvertisementId: offer.id },
  });
  if (sent.statusCode !== 201) throw new Error(`invitation answered ${sent.statusCode}: ${sent.body}`);
  return { owner, offer, candidate };
}

/** Accepts the invitation as the candidate. */
export async function accept(app: FastifyInstance, candidate: Account, owner: Employer, offerId: string) {
  return authed(app, candidate.token, {
    method: 'PUT',
    url: `${BASE}/candidates/${candidate.id}/companies/${owner.companyId}/job-advertisements/${offerId}/conversation-request/acceptances`,
    payload: {},
  });
}

/** A socket that keeps every frame it receives and can wait for one. */
export interface TestSocket {
  readonly frames: Array<Record<string, unknown>>;
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** The first frame (received so far or later) that matches. */
  next(match: (frame: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const frames: Array<Record<string, unknown>> = [];
  const waiting: Array<{ match: (frame: Record<string, unknown>) => boolean; resolve: (frame: Record<string, unknown>) => void }> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (!waiter.match(frame)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (data) => socket.send(data),
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const known = frames.find(match);
        if (known) return resolve(known);
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiting.push({ match, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
      }),
    closed,
    close: () => socket.close(),
  };
}

/** A chat socket authenticated with a token from the given session-token answer, once `ready` arrived. */
export async function chatSocket(process: Process, token: string): Promise<TestSocket> {
  const socket = await openSocket(`${process.wsBase}${BASE}/chat/socket`);
  socket.send({ type: 'auth', token });
  await socket.next((frame) => frame['type'] === 'ready');
  return socket;
}

export async function candidateChatToken(app: FastifyInstance, candidate: Account): Promise<string> {
  const response = await authed(app, candidate.token, {
    method: 'POST',
    url: `${BASE}/candidates/${candidate.id}/conversation-chats/sendbird/session-token`,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`session token answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function employerChatToken(app: FastifyInstance, owner: Employer): Promise<string> {
  const response = await call(app, 'POST', `${BASE}/v2/employer-panel/chat/session-token`, { token: owner.token, body: {} });
  if (response.statusCode !== 200) throw new Error(`employer session token answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}
