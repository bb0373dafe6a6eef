import { describe, expect, it } from 'vitest';
import { drivers } from '../../support/databases.ts';
import { authed, cookieOf, refresh, register, startHarness } from './sessionHarness.ts';

describe.each(drivers)('the session’s SQL on %s', (_name, open) => {
  it('registers once per e-mail, rotates, and revokes the family on reuse', async () => {
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
      expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
      expect((await refresh(h.app, cookieOf(rotated, 'jb_refresh')?.value ?? '')).statusCode).toBe(401);
      expect((await authed(h.app, rotated.json().token as string, { url: '/api/jobboard/candidates/favorites/count' })).statusCode).toBe(401);
    } finally {
      await h.close();
    }
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const h = await startHarness({ database: open });
    try {
      const account = await register(h.app);
      const answers = await Promise.all([refresh(h.app, account.refresh), refresh(h.app, account.refresh)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await h.close();
    }
  });
});
