import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenClaims } from '../../../core/session/tokenClaims.ts';
import { call, employer } from '../employer/employerHarness.ts';
import { authed, register } from '../session/sessionHarness.ts';
import { accept, BASE, fitCandidate, invitedCandidate, offerOf, startInvitationsHarness, type InvitationsHarness } from './invitationsHarness.ts';

let harness: InvitationsHarness;
beforeAll(async () => {
  harness = await startInvitationsHarness();
}, 60_000);
afterAll(async () => harness?.close());

const setGate = (gate: { enabled?: boolean; maintenance?: boolean }) =>
  harness.database.db
    .insertInto('passive_candidate_settings')
    .values({ tenant_id: 'jobboard', ...gate })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(gate))
    .execute();
const resetGate = () => setGate({ enabled: true, maintenance: false });

describe('the candidate calls without a session', () => {
  it('answer 401 for every invitation and chat call', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    const calls = [
      ['GET', `/candidates/${id}/conversation-requests`],
      ['PUT', `/candidates/${id}/companies/x/job-advertisements/y/conversation-request/acceptances`],
      ['PUT', `/candidates/${id}/companies/x/job-advertisements/y/conversation-request/rejections`],
      ['POST', `/candidates/${id}/conversation-chats/sendbird/session-token`],
      ['GET', `/candidates/${id}/passive-candidate-status`],
      ['GET', `/candidates/${id}/invitation-stats`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await harness.a.app.inject({ method, url: `${BASE}${url}`, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('passive candidates: status, opt-in, the tenant setting and maintenance', () => {
  it('reports the status; opting in and out changes it', async () => {
    const me = await register(harness.a.app);
    const status = (await authed(harness.a.app, me.token, { method: 'GET', url: `${BASE}/candidates/${me.id}/passive-candidate-status` })).json();
    expect(status).toEqual({ enabled: true, maintenance: false, optedIn: false });
    const put = (optedIn: unknown) =>
      authed(harness.a.app, me.token, { method: 'PUT', url: `${BASE}/candidates/${me.id}/passive-candidate-status`, payload: { optedIn } });
    expect((await put(true)).json()).toEqual({ enabled: true, maintenance: false, optedIn: true });
    expect((await put(false)).json()).toMatchObject({ optedIn: false });
    const bad = await put('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('optedIn');
  });

  it('refuses opting in during maintenance (opting out still works), and shows maintenance on the tenant', async () => {
    const me = await register(harness.a.app);
    await setGate({ maintenance: true });
    try {
      const refused = await authed(harness.a.app, me.token, {
        method: 'PUT',
        url: `${BASE}/candidates/${me.id}/passive-candidate-status`,
        payload: { optedIn: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('passive-candidates-unavailable');
      const out = await authed(harness.a.app, me.token, {
        method: 'PUT',
        url: `${BASE}/candidates/${me.id}/passive-candidate-status`,
        payload: { optedIn: false },
      });
      expect(out.json()).toEqual({ enabled: true, maintenance: true, optedIn: false });
      expect((await harness.a.app.inject({ method: 'GET', url: `${BASE}/tenant` })).json().maintenance).toBe(true);
    } finally {
      await resetGate();
    }
    expect((await harness.a.app.inject({ method: 'GET', url: `${BASE}/tenant` })).json().maintenance).toBe(false);
  });

  it('puts the passiveCandidates bit (2) in the access token exactly while the tenant offers the feature', async () => {
    const me = await register(harness.a.app);
    expect(readTokenClaims(me.token)?.featureFlags).toBe(2);
    await setGate({ enabled: false });
    try {
      const refreshed = await harness.a.app.inject({
        method: 'PUT',
        url: `${BASE}/authentication/refresh-token`,
        cookies: { jb_refresh: me.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(readTokenClaims(refreshed.json().token)?.featureFlags).toBe(0);
    } finally {
      await resetGate();
    }
  });
});

describe('the employer’s candidate search', () => {
  it('ranks candidates; a fitting opted-in one is visible, the others are placeholders with nothing of theirs', async () => {
    const owner = await employer(harness.a);
    const offer = await offerOf(harness.a, owner);
    const visible = await fitCandidate(harness.a.app, offer);
    const notOptedIn = await fitCandidate(harness.a.app, offer, { optIn: false });
    const belowThreshold = await fitCandidate(harness.a.app, offer, { fit: false });
    const response = await call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/candidates?jobAdvertisementId=${offer.id}&pageSize=100`, {
      token: owner.token,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: Array<Record<string, unknown>>; threshold: number };
    expect(page.threshold).toBe(75);
    const shown = page.items.filter((item) => item['visibility'] === 'visible');
    expect(shown.map((item) => item['candidateId'])).toContain(visible.id);
    const mine = shown.find((item) => item['candidateId'] === visible.id)!;
    expect(mine).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', matchPercent: 100, availabilityWeeks: 2, invitation: null });
    expect(page.items.filter((item) => item['visibility'] === 'hidden').length).toBeGreaterThanOrEqual(2);
    for (const hidden of page.items.filter((item) => item['visibility'] === 'hidden')) expect(Object.keys(hidden)).toEqual(['visibility']);
    // The body names neither hidden candidate in any way.
    for (const candidate of [notOptedIn, belowThreshold]) {
      expect(response.body).not.toContain(candidate.id);
      expect(response.body).not.toContain(candidate.email);
    }
    // Best match first.
    const percents = shown.map((item) => item['matchPercent'] as number);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
  });

  it('shows the details panel of a visible candidate, and only a placeholder for a hidden one', async () => {
    const owner = await employer(harness.a);
    const offer = await offerOf(harness.a, owner);
    const visible = await fitCandidate(harness.a.app, offer);
    const hidden = await fitCandidate(harness.a.app, offer, { optIn: false });
    const details = await call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/candidates/${visible.id}?jobAdvertisementId=${offer.id}&lang=en`, {
      token: owner.token,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      visibility: 'visible',
      candidateId: visible.id,
      matchPercent: 100,
      profile: { firstName: 'Grace', email: visible.email },
      preferences: { position: 'Backend developer', experienceYears: 8, availabilityPeriod: { value: 2 } },
    });
    expect((details.json() as { categories: unknown[] }).categories).toHaveLength(1);
    const placeholder = await call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/candidates/${hidden.id}?jobAdvertisementId=${offer.id}`, {
      token: owner.token,
    });
    expect(placeholder.json()).toEqual({ visibility: 'hidden' });
    expect(placeholder.body).not.toContain(hidden.email);
    expect(placeholder.body).not.toContain('Hopper');
  });

  it('answers readable 4xx to bad searches', async () => {
    const owner = await employer(harness.a);
    const other = await employer(harness.a);
    const theirs = await offerOf(harness.a, other);
    const search = (query: string) => call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/candidates${query}`, { token: owner.token });
    expect((await search('')).statusCode).toBe(400);
    expect((await search('?jobAdvertisementId=nope')).json().message).toContain('jobAdvertisementId');
    expect((await search(`?jobAdvertisementId=${theirs.id}`)).statusCode).toBe(404);
    expect((await search(`?jobAdvertisementId=${theirs.id}&page=0`)).statusCode).toBe(400);
    expect((await search(`?jobAdvertisementId=${theirs.id}&pageSize=1000`)).statusCode).toBe(400);
    expect((await call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/candidates?jobAdvertisementId=${theirs.id}`)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('sends one per candidate and offer, e-mails the candidate, and counts it in the session', async () => {
    const { owner, offer, candidate } = await invitedCandidate(harness.a);
    const again = await call(harness.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
      token: owner.token,
      body: { candidateId: candidate.id, jobAdvertisementId: offer.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already-invited');
    const mail = await harness.database.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to_email', '=', candidate.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('zaprasza');
    expect(mail.text).toContain('/candidate/chats');
    const list = (
      await authed(harness.a.app, candidate.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}/conversation-requests` })
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ companyId: owner.companyId, jobAdvertisementId: offer.id, status: 'pending', conversationId: null });
    const document = (await authed(harness.a.app, candidate.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}` })).json();
    expect(document.unreadMessages).toEqual({ chatsCount: 0, conversationRequestsCount: 1 });
    const stats = (
      await authed(harness.a.app, candidate.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}/invitation-stats` })
    ).json();
    expect(stats).toEqual({ total: 1 });
  });

  it('refuses to invite a hidden candidate, or for another company’s offer', async () => {
    const owner = await employer(harness.a);
    const offer = await offerOf(harness.a, owner);
    const hidden = await fitCandidate(harness.a.app, offer, { optIn: false });
    const refused = await call(harness.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
      token: owner.token,
      body: { candidateId: hidden.id, jobAdvertisementId: offer.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('candidate-not-matched');
    const other = await employer(harness.a);
    const theirs = await call(harness.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
      token: other.token,
      body: { candidateId: hidden.id, jobAdvertisementId: offer.id },
    });
    expect(theirs.statusCode).toBe(404);
    const garbage = await call(harness.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
      token: owner.token,
      body: { candidateId: 'x' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toContain('candidateId');
  });

  it('accepts (opening a conversation), refuses the other answer afterwards, and tells the employer', async () => {
    const { owner, offer, candidate } = await invitedCandidate(harness.a);
    expect((await accept(harness.a.app, candidate, owner, offer.id)).statusCode).toBe(204);
    expect((await accept(harness.a.app, candidate, owner, offer.id)).statusCode).toBe(204);
    const list = (
      await authed(harness.a.app, candidate.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}/conversation-requests` })
    ).json();
    expect(list.items[0].status).toBe('accepted');
    expect(list.items[0].conversationId).toEqual(expect.any(String));
    const reject = await authed(harness.a.app, candidate.token, {
      method: 'PUT',
      url: `${BASE}/candidates/${candidate.id}/companies/${owner.companyId}/job-advertisements/${offer.id}/conversation-request/rejections`,
      payload: { reason: null },
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error).toBe('invitation-already-answered');
    const sent = (
      await call(harness.a.app, 'GET', `${BASE}/v2/employer-panel/conversation-requests?jobAdvertisementId=${offer.id}`, { token: owner.token })
    ).json();
    expect(sent.items).toEqual([
      expect.objectContaining({ candidateId: candidate.id, status: 'accepted', conversationId: list.items[0].conversationId }),
    ]);
  });

  it('rejects with { reason: null }; other bodies and unknown invitations are refused', async () => {
    const { owner, offer, candidate } = await invitedCandidate(harness.a);
    const reject = (payload: unknown, companyId: unknown = owner.companyId, adId = offer.id) =>
      authed(harness.a.app, candidate.token, {
        method: 'PUT',
        url: `${BASE}/candidates/${candidate.id}/companies/${companyId}/job-advertisements/${adId}/conversation-request/rejections`,
        payload: payload as object,
      });
    expect((await reject({ reason: 'no thanks' })).statusCode).toBe(400);
    expect((await reject({ reason: null }, 'x')).statusCode).toBe(404);
    expect((await reject({ reason: null }, owner.companyId + 1)).statusCode).toBe(404);
    expect((await reject({ reason: null }, owner.companyId, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await reject({ reason: null })).statusCode).toBe(204);
    expect((await accept(harness.a.app, candidate, owner, offer.id)).statusCode).toBe(409);
    const document = (await authed(harness.a.app, candidate.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}` })).json();
    expect(document.unreadMessages.conversationRequestsCount).toBe(0);
  });

  it('answers another candidate’s id with 404', async () => {
    const { candidate } = await invitedCandidate(harness.a);
    const stranger = await register(harness.a.app);
    const response = await authed(harness.a.app, stranger.token, { method: 'GET', url: `${BASE}/candidates/${candidate.id}/conversation-requests` });
    expect(response.statusCode).toBe(404);
  });
});
