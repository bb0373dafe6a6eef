import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateProfilesHttp } from '../../../adapters/http/session/CandidateProfilesHttp.ts';
import { FavouritesHttp } from '../../../adapters/http/favourites/FavouritesHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { SessionTokensHttp } from '../../../adapters/http/session/SessionTokensHttp.ts';

const base = 'http://gateway.test/api/jobboard';
const server = setupServer(
  http.put(`${base}/authentication/refresh-token`, () => HttpResponse.json({ token: 42, loggedCandidateDto: {} })),
  http.get(`${base}/candidates/:id`, () => HttpResponse.text('<html>login</html>')),
  http.get(`${base}/candidates/favorites/count`, () => HttpResponse.json({ count: 'many' })),
  http.get(`${base}/candidates/favorites`, () => HttpResponse.json({ items: [{ jobAdvertisementId: 7 }], hasNextPage: false, pageNumber: 1 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = new GatewayHttpClient('http://gateway.test', (input, init) => fetch(input, init));

describe('session HTTP adapters against malformed answers', () => {
  it('turn each into bad-gateway-payload naming what failed, never a throw', async () => {
    expect((await new SessionTokensHttp(client, 'jobboard').refresh())._unsafeUnwrapErr()).toEqual({ kind: 'bad-gateway-payload', path: 'token' });
    expect((await new CandidateProfilesHttp(client, 'jobboard').profile('x'))._unsafeUnwrapErr()).toMatchObject({ kind: 'bad-gateway-payload' });
    const favourites = new FavouritesHttp(client, 'jobboard');
    expect((await favourites.count())._unsafeUnwrapErr()).toEqual({ kind: 'bad-gateway-payload', path: 'count' });
    expect((await favourites.list(1, 20))._unsafeUnwrapErr()).toMatchObject({ kind: 'bad-gateway-payload' });
  });
});
