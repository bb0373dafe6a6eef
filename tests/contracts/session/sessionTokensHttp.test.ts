import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { SessionTokensAcrossTabs, type TabChannel, type TabLocks } from '../../../adapters/browser/SessionTokensAcrossTabs.ts';
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
/** Node's own BroadcastChannels of the cross-tab runs, closed at the end (an open one keeps the process up). */
const channels: BroadcastChannel[] = [];

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
  channels.forEach((channel) => channel.close());
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

/** `navigator.locks` of one browser (Node has none): one holder of a name at a time, the others in line. */
class OneBrowserLocks implements TabLocks {
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
    const run = this.tail.then(callback);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/**
 * A tab of a browser with another tab open: both share the cookie jar, the Web Lock and a real
 * BroadcastChannel, so every refresh goes through the lock and is told to the other tab.
 */
function tabOf(jar: Map<string, string>) {
  const parts = client(jar);
  const locks = new OneBrowserLocks();
  const name = `jobboard.session.${channels.length}`;
  const [own, other] = [new BroadcastChannel(name), new BroadcastChannel(name)];
  channels.push(own, other);
  new SessionTokensAcrossTabs(client(jar).tokens, locks, other as TabChannel);
  return { ...parts, tokens: new SessionTokensAcrossTabs(parts.tokens, locks, own as TabChannel) };
}

sessionTokensContract('SessionTokensAcrossTabs (a Web Lock and a BroadcastChannel) over SessionTokensHttp against the real gateway', {
  loggedIn: async () => {
    if (!app || !database) throw new Error('the gateway is not up');
    const account = await register(app);
    await database.db.updateTable('candidates').set({ feature_flags: 2 }).where('id', '=', account.id).execute();
    return { ...tabOf(new Map([['jb_refresh', account.refresh]])), candidateId: account.id };
  },
  loggedOut: async () => tabOf(new Map()).tokens,
});
