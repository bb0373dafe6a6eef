import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDigests, SETTLE_MS } from '../../../gateway/alerts/digests.ts';
import {
  activationOf,
  guestPayload,
  markerFilters,
  outbox,
  post,
  publishOffers,
  startAlertsHarness,
  uniqueGuestEmail,
  type AlertsHarness,
} from './alertsHarness.ts';

const DAY = 86_400_000;

describe('digests', () => {
  let h: AlertsHarness;
  beforeAll(async () => {
    h = await startAlertsHarness();
  });
  afterAll(async () => h.close());

  const advance = (ms: number) => (h.clock.now = new Date(h.clock.now.getTime() + ms));
  const run = (options: Parameters<typeof runDigests>[2] = {}) => runDigests(h.deps, h.clock.now, options);

  /** A guest alert, activated now; its id and e-mail. */
  async function activeAlert(options: { marker: string; tenant?: string; frequency?: string; lang?: 'pl' | 'en' }) {
    const email = uniqueGuestEmail(options.marker.toLowerCase());
    const tenant = options.tenant ?? 'jobboard';
    const query = options.lang ? `?lang=${options.lang}` : '';
    const created = await post(
      h.app,
      `/api/${tenant}/guests/job-alerts${query}`,
      guestPayload({ email, filters: markerFilters(options.marker), frequency: options.frequency ?? 'daily', name: `Alert ${options.marker}` }),
    );
    expect(created.statusCode).toBe(201);
    const mail = (await outbox(h.db, email)).find((message) => message.kind === 'activation')!;
    const activated = await h.app.inject({ method: 'PUT', url: `/api/${tenant}/guests/job-alerts/activation`, payload: activationOf(mail) });
    expect(activated.statusCode).toBe(204);
    const alert = await h.db.selectFrom('job_alerts').select('id').where('job_filter_id', '=', created.json().jobFilterId).executeTakeFirstOrThrow();
    return { id: alert.id, email, jobFilterId: created.json().jobFilterId as string };
  }
  const digestsTo = async (email: string) => (await outbox(h.db, email)).filter((message) => message.kind === 'digest');

  it('sends only offers published after activation that match, once, with links to the offers', async () => {
    const marker = 'Axolotlix';
    await publishOffers(h.db, { count: 2, publishedAt: new Date(h.clock.now.getTime() - 1000), marker });
    const alert = await activeAlert({ marker });
    const fresh = await publishOffers(h.db, { count: 3, publishedAt: new Date(h.clock.now.getTime() + 3_600_000), marker });
    await publishOffers(h.db, { count: 2, publishedAt: new Date(h.clock.now.getTime() + 3_600_000), marker: 'Unrelatedword' });

    advance(DAY - 1);
    await run();
    expect(await digestsTo(alert.email)).toHaveLength(0);
    advance(1);
    const summary = await run();
    expect(summary.digests).toBeGreaterThanOrEqual(1);
    const [digest, ...rest] = await digestsTo(alert.email);
    expect(rest).toHaveLength(0);
    expect(digest!.subject).toBe(`3 nowe oferty: Alert ${marker}`);
    const slugs = await h.db.selectFrom('offers').select('slug').where('id', 'in', fresh).execute();
    for (const { slug } of slugs) expect(digest!.text).toContain(`https://jobboard.test/oferta-pracy/${slug}`);
    expect(digest!.text.match(/oferta-pracy\//g)).toHaveLength(3);
    expect(digest!.headers['List-Unsubscribe']).toMatch(/^<https:\/\/jobboard\.test\/api\/jobboard\/guests\/job-alerts\/one-click\//);
    expect(digest!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.text).toContain('?job-alerts=unsubscribe&candidate-id=');

    // The same moment again, and the next period without new offers: nothing more.
    await run();
    advance(DAY);
    await run();
    expect(await digestsTo(alert.email)).toHaveLength(1);
    // New offers in the next period: only those.
    const later = await publishOffers(h.db, { count: 1, publishedAt: new Date(h.clock.now.getTime() + 1000), marker });
    advance(DAY);
    await run();
    const digests = await digestsTo(alert.email);
    expect(digests).toHaveLength(2);
    const { slug } = await h.db.selectFrom('offers').select('slug').where('id', '=', later[0]!).executeTakeFirstOrThrow();
    expect(digests[1]!.subject).toBe(`1 nowa oferta: Alert ${marker}`);
    expect(digests[1]!.text).toContain(slug);
    for (const { slug: old } of slugs) expect(digests[1]!.text).not.toContain(old);
  });

  it('moves the high-water mark to the run time less the settle margin and schedules by frequency', async () => {
    const alert = await activeAlert({ marker: 'Pangolinio', frequency: 'weekly' });
    const before = await h.db.selectFrom('job_alerts').selectAll().where('id', '=', alert.id).executeTakeFirstOrThrow();
    expect(before.next_digest_at!.getTime() - before.activated_at!.getTime()).toBe(7 * DAY);
    advance(7 * DAY);
    await run();
    const after = await h.db.selectFrom('job_alerts').selectAll().where('id', '=', alert.id).executeTakeFirstOrThrow();
    expect(after.high_water_mark!.getTime()).toBe(h.clock.now.getTime() - SETTLE_MS);
    expect(after.next_digest_at!.getTime()).toBe(before.next_digest_at!.getTime() + 7 * DAY);
    expect(after.last_digest_at).toBeNull();
  });

  it('writes English digests with /job-offer/ links for English alerts, and lists at most 20 with a note', async () => {
    const marker = 'Capybarion';
    const alert = await activeAlert({ marker, lang: 'en' });
    await publishOffers(h.db, { count: 25, publishedAt: new Date(h.clock.now.getTime() + 3_600_000), marker });
    advance(DAY);
    await run();
    const [digest] = await digestsTo(alert.email);
    expect(digest!.subject).toBe(`Over 20 new offers: Alert ${marker}`);
    expect(digest!.text.match(/https:\/\/jobboard\.test\/job-offer\//g)).toHaveLength(20);
    expect(digest!.text).toContain('There are more');
  });

  it('includes every board’s offers for an all-boards tenant, linked to their own sites', async () => {
    const marker = 'Okapium';
    const alert = await activeAlert({ marker, tenant: 'engineers' });
    await publishOffers(h.db, { count: 1, publishedAt: new Date(h.clock.now.getTime() + 1000), marker, tenantId: 'engineers' });
    await publishOffers(h.db, { count: 1, publishedAt: new Date(h.clock.now.getTime() + 1000), marker, tenantId: 'design' });
    advance(DAY);
    await run();
    const [digest] = await digestsTo(alert.email);
    expect(digest!.text).toContain('https://engineers.jobboard.test/oferta-pracy/');
    expect(digest!.text).toContain('https://design.jobboard.test/oferta-pracy/');
  });

  it('sends nothing to inactive or unsubscribed alerts', async () => {
    const marker = 'Narwhalix';
    const email = uniqueGuestEmail('inactive');
    await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email, filters: markerFilters(marker), frequency: 'daily' }));
    const gone = await activeAlert({ marker });
    const mail = (await outbox(h.db, gone.email)).find((message) => message.kind === 'confirmation')!;
    const path = new URL(mail.headers['List-Unsubscribe']!.slice(1, -1)).pathname;
    await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await publishOffers(h.db, { count: 2, publishedAt: new Date(h.clock.now.getTime() + 1000), marker });
    advance(DAY);
    await run();
    expect(await digestsTo(email)).toHaveLength(0);
    expect(await digestsTo(gone.email)).toHaveLength(0);
  });

  it('an interrupted run, restarted, gives every due alert exactly one digest', async () => {
    const marker = 'Quetzalix';
    const alerts = [];
    for (let i = 0; i < 5; i++) alerts.push(await activeAlert({ marker }));
    await publishOffers(h.db, { count: 2, publishedAt: new Date(h.clock.now.getTime() + 1000), marker });
    advance(DAY);
    await expect(
      run({
        batchSize: 2,
        beforeAlert: (processed) => {
          if (processed === 3) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const sentBefore = (await Promise.all(alerts.map((alert) => digestsTo(alert.email)))).map((list) => list.length);
    // The first batch of two was committed; the second rolled back as a whole.
    expect(sentBefore.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    expect(sentBefore.some((count) => count === 0)).toBe(true);
    await run();
    await run();
    for (const alert of alerts) expect(await digestsTo(alert.email)).toHaveLength(1);
  });

  it('two runs at once split the work and never send one digest twice', async () => {
    const marker = 'Wombatico';
    const alerts = [];
    for (let i = 0; i < 6; i++) alerts.push(await activeAlert({ marker }));
    await publishOffers(h.db, { count: 1, publishedAt: new Date(h.clock.now.getTime() + 1000), marker });
    advance(DAY);
    await Promise.all([run({ batchSize: 2 }), run({ batchSize: 3 }), run({ batchSize: 1 })]);
    for (const alert of alerts) expect(await digestsTo(alert.email)).toHaveLength(1);
  });

  it('a failing alert is retried an hour later and does not stop the others', async () => {
    const marker = 'Tapirique';
    const broken = await activeAlert({ marker });
    const fine = await activeAlert({ marker });
    await sql`update job_filters set filters = '{"categories": 5}'::jsonb where id = ${broken.jobFilterId}`.execute(h.db);
    await publishOffers(h.db, { count: 1, publishedAt: new Date(h.clock.now.getTime() + 1000), marker });
    advance(DAY);
    const summary = await run();
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(fine.email)).toHaveLength(1);
    const row = await h.db.selectFrom('job_alerts').select(['next_digest_at', 'last_error']).where('id', '=', broken.id).executeTakeFirstOrThrow();
    expect(row.next_digest_at!.getTime()).toBe(h.clock.now.getTime() + 3_600_000);
    expect(row.last_error).not.toBeNull();
  });
});
