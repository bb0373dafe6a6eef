import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETENTION_EVERY_MS, startApplicationJobs } from '../../../gateway/applications/applicationJobs.ts';
import { CONFIRMATION_DAYS } from '../../../gateway/applications/createApplication.ts';
import { APPLICATION_RETENTION_DAYS, purgeApplications } from '../../../gateway/applications/retention.ts';
import { openDocuments } from '../../../gateway/documents/openDocuments.ts';
import { sender } from './clientCalls.ts';
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
 * Retention (gateway/applications/retention.ts): an application and its CV go APPLICATION_RETENTION_DAYS
 * after its offer ended, unless the applicant gave the future-recruitment consent; a guest's
 * application whose e-mail link ran out goes too. Time is the harness's clock, moved by hand; the
 * job's timer runs on fake timers.
 */
const DAY_MS = 86_400_000;

let h: EmployerHarness;
let owner: Employer;
let ended: BoardOffer;
let open: BoardOffer;
/** Ended too, without asking the future-recruitment consent: a consent sent anyway counts for nothing. */
let unasked: BoardOffer;
let account: Account;
let send: ReturnType<typeof sender>;

const ids = {} as Record<'noConsent' | 'consent' | 'unasked' | 'candidate' | 'openOffer' | 'unconfirmed', string>;

async function guest(offer: BoardOffer, futureConsent: '0' | '1', confirm = true): Promise<string> {
  const fields = { ...applicant('retention'), futureConsent };
  const response = await apply(h.app, offer.slug, fields);
  if (response.statusCode !== 201) throw new Error(`apply answered ${response.statusCode}: ${response.body}`);
  if (confirm) {
    const token = await confirmationToken(h, fields.email);
    await send('PATCH', '/api/jobboard/applications/confirm-email', { body: { token } });
  }
  return (response.json() as { id: string }).id;
}

const kept = async (): Promise<string[]> =>
  (await h.database.db.selectFrom('applications').select('id').execute()).map((row) => row.id).filter((id) => Object.values(ids).includes(id));
const cvCopies = async (id: string) => h.database.db.selectFrom('documents').select('id').where('application_id', '=', id).execute();
const purge = (at: Date) => purgeApplications(h.database.db, openDocuments(h.database.db, h.deps.now), at);

beforeAll(async () => {
  h = await startEmployerHarness({ offers: 5 });
  send = sender(h.app);
  owner = await employer(h);
  ended = await boardOffer(h, owner);
  open = await boardOffer(h, owner);
  unasked = await boardOffer(h, owner, { future_consent: { text: 'Keep my application.', enabled: false } });
  account = await candidate(h);
  ids.noConsent = await guest(ended, '0');
  ids.consent = await guest(ended, '1');
  ids.unasked = await guest(unasked, '1');
  const own = await apply(h.app, ended.slug, applicant('candidate'), { token: account.token });
  ids.candidate = (own.json() as { id: string }).id;
  ids.openOffer = await guest(open, '0');
  ids.unconfirmed = await guest(open, '0', false);
  for (const offer of [ended, unasked]) {
    const finished = await send('POST', `/api/jobboard/v1/offers/${offer.slug}/finish-recruitment`, { token: owner.token, body: {} });
    if (finished.statusCode !== 200) throw new Error(`finish answered ${finished.statusCode}: ${finished.body}`);
  }
});
afterAll(async () => h.close());

describe('retention', () => {
  it('keeps everything within the days after the offer ended, except a guest’s link that ran out', async () => {
    const start = h.clock.now.getTime();
    expect(await purge(new Date(start + (CONFIRMATION_DAYS - 1) * DAY_MS))).toEqual({ applications: 0, orphanFiles: 0 });
    expect((await kept()).sort()).toEqual(Object.values(ids).sort());

    const purged = await purge(new Date(start + (APPLICATION_RETENTION_DAYS - 1) * DAY_MS));
    expect(purged.applications).toBe(1);
    expect(await kept()).not.toContain(ids.unconfirmed);
    expect(await cvCopies(ids.unconfirmed)).toEqual([]);
    expect(await cvCopies(ids.noConsent)).toHaveLength(1);
  });

  it('records a future-recruitment consent only where the offer asks it', async () => {
    const listed = async (offer: BoardOffer) =>
      (
        (await send('GET', `/api/jobboard/v1/offers/${offer.slug}/applications`, { token: owner.token })).json() as {
          items: { id: string; futureConsent: boolean }[];
        }
      ).items;
    expect(await listed(unasked)).toEqual([expect.objectContaining({ id: ids.unasked, futureConsent: false })]);
    expect((await listed(ended)).find((item) => item.id === ids.consent)?.futureConsent).toBe(true);
  });

  it('deletes, once the days are over, the applications and CVs of the ended offer without the consent', async () => {
    const after = new Date(h.clock.now.getTime() + (APPLICATION_RETENTION_DAYS + 1) * DAY_MS);
    expect((await purge(after)).applications).toBe(3);
    expect((await kept()).sort()).toEqual([ids.consent, ids.openOffer].sort());
    expect(await cvCopies(ids.noConsent)).toEqual([]);
    expect(await cvCopies(ids.candidate)).toEqual([]);
    expect(await cvCopies(ids.unasked)).toEqual([]);
    expect(await cvCopies(ids.consent)).toHaveLength(1);
    // A second run finds nothing more to do.
    expect((await purge(after)).applications).toBe(0);
  });

  it('leaves the candidate’s history item, without the application', async () => {
    const history = await send('GET', `/api/jobboard/candidates/application-history?jobAdvertisementsIds=${ended.id}`, { token: account.token });
    expect(history.json()).toMatchObject({ items: [{ jobAdvertisementId: ended.id, status: null, cvFileName: null }], total: 1 });
    const listed = await send('GET', `/api/jobboard/v1/offers/${ended.slug}/applications`, { token: owner.token });
    expect((listed.json() as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([ids.consent]);
  });

  it('runs on the job’s timer, and stops with the process', async () => {
    const late = await guest(open, '0', false);
    ids.unconfirmed = late;
    h.clock.now = new Date(h.clock.now.getTime() + (CONFIRMATION_DAYS + 1) * DAY_MS);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const events: Record<string, unknown>[] = [];
      const jobs = startApplicationJobs(h.deps, { log: (event) => events.push(event) });
      vi.advanceTimersByTime(RETENTION_EVERY_MS - 1);
      await jobs.stop();
      expect(await kept()).toContain(late);

      const running = startApplicationJobs(h.deps, { log: (event) => events.push(event) });
      vi.advanceTimersByTime(RETENTION_EVERY_MS);
      await running.stop();
      expect(await kept()).not.toContain(late);
      expect(events).toEqual([{ event: 'applications-purged', applications: 1, orphanFiles: expect.any(Number) }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
