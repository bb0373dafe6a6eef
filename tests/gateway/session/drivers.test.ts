import { describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS } from '../../../gateway/session/refreshTokens.ts';
import { drivers } from '../../support/databases.ts';
import { authed, cookieOf, refresh, register, startHarness } from './sessionHarness.ts';

describe.each(drivers)('the session’s SQL on %s', (_name, open) => {
  it('registers once per e-mail, rotates, and revokes the family on reuse past the grace window', async () => {
    const h = await startHarness({ database: open });
    try {
      const account = await register(h.app);
      const duplicate = await h.app.inject({
        method: 'POST',
        url: '/api/jobboard/authentication/register',
        payload: { email: account.email.toUpperCase(), password: 'long enough', firstName: 'A', lastName: 'B' },
      });
      expect(duplicate.statusCode).toBe(409);
      const rotated = await refresh(h.app, account.refresh);
      expect(rotated.statusCode).toBe(200);
      h.clock.now = new Date(h.clock.now.getTime() + REUSE_GRACE_MS + 1);
      expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
      expect((await refresh(h.app, cookieOf(rotated, 'jb_refresh')?.value ?? '')).statusCode).toBe(401);
      expect((await authed(h.app, rotated.json().token as string, { url: '/api/jobboard/candidates/favorites/count' })).statusCode).toBe(401);
    } finally {
      await h.close();
    }
  });

  it('gives two simultaneous refreshes with the same token one and the same successor, and the login lives on', async () => {
    const h = await startHarness({ database: open });
    try {
      const account = await register(h.app);
      const answers = await Promise.all([refresh(h.app, account.refresh), refresh(h.app, account.refresh)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const successors = answers.map((answer) => cookieOf(answer, 'jb_refresh')?.value);
      expect(successors[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(successors[1]).toBe(successors[0]);
      for (const answer of answers)
        expect((await authed(h.app, answer.json().token as string, { url: '/api/jobboard/candidates/favorites/count' })).statusCode).toBe(200);
      expect((await refresh(h.app, successors[0]!)).statusCode).toBe(200);
      const rows = await h.database.db.selectFrom('refresh_tokens').select('id').where('candidate_id', '=', account.id).execute();
      expect(rows).toHaveLength(3);
    } finally {
      await h.close();
    }
  });
});
