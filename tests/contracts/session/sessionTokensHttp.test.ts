import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { CandidateProfilesHttp } from '../../../adapters/http/session/CandidateProfilesHttp.ts';
import { GatewayHttpClient, type FetchFunction } from '../../../adapters/http/GatewayHttpClient.ts';
import { SessionTokensHttp } from '../../../adapters/http/session/SessionTokensHttp.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { register, testHashing, testSecret } from '../../gateway/session/sessionHarness.ts';
import { sessionTokensContract } from './sessionTokens.contract.ts';

let database: Database | undefined;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  database = await pgliteDatabase();
  app = await createServer({
    gateway: {
      db: database.db,
      databaseKind: 'pglite',
      version: 'test',
      now: () => new Date(),
      auth: { secret: testSecret, passwordHashing: testHashing },
    },
    defaultTenant: 'jobboard',
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A browser's cookie handling, reduced to what the session needs: keep what Set-Cookie says, send it back. */
function browserFetch(gateway: FastifyInstance, jar: Map<string, string>): FetchFunction {
  const inner = injectFetch(gateway);
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  };
}

function client(jar: Map<string, string>) {
  if (!app) throw new Error('the gateway is not up');
  let bearer: string | null = null;
  const http = new GatewayHttpClient('', browserFetch(app, jar), () => (bearer === null ? {} : { authorization: `Bearer ${bearer}` }));
  return {
    tokens: new SessionTokensHttp(http, 'jobboard'),
    profiles: new CandidateProfilesHttp(http, 'jobboard'),
    useBearer: (token: string | null) => (bearer = token),
  };
}

sessionTokensContract('SessionTokensHttp and CandidateProfilesHttp against the real gateway', {
  loggedIn: async () => {
    if (!app || !database) throw new Error('the gateway is not up');
    const account = await register(app);
    await database.db.updateTable('candidates').set({ feature_flags: 2 }).where('id', '=', account.id).execute();
    const parts = client(new Map([['jb_refresh', account.refresh]]));
    return { ...parts, candidateId: account.id };
  },
  loggedOut: async () => client(new Map()).tokens,
});
