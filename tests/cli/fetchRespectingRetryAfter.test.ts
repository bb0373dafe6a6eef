import { describe, expect, it } from 'vitest';
import { fetchRespectingRetryAfter, retryAfterMs } from '../../cli/fetchRespectingRetryAfter.ts';

function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
}

describe('fetchRespectingRetryAfter', () => {
  it('waits out a 429 for as long as the gateway says, then sends the request again', async () => {
    const clock = fakeClock();
    const answers = [new Response('', { status: 429, headers: { 'retry-after': '3' } }), new Response('ok', { status: 201 })];
    const sent: number[] = [];
    const pauses: number[] = [];
    const fetch = fetchRespectingRetryAfter(
      async () => {
        sent.push(clock.now());
        return answers.shift() ?? new Response('', { status: 500 });
      },
      { ...clock, onPause: (ms) => pauses.push(ms) },
    );
    const response = await fetch('http://gw.test/x', { method: 'POST', body: '{}' });
    expect(response.status).toBe(201);
    expect(sent).toEqual([0, 3000]);
    expect(pauses).toEqual([3000]);
  });

  it('gives up after its retries and returns the last 429', async () => {
    const clock = fakeClock();
    let calls = 0;
    const fetch = fetchRespectingRetryAfter(
      async () => {
        calls++;
        return new Response('', { status: 429 });
      },
      { ...clock, retries: 2 },
    );
    expect((await fetch('http://gw.test/x')).status).toBe(429);
    expect(calls).toBe(3);
  });

  it('caps a long Retry-After', async () => {
    const clock = fakeClock();
    const answers = [new Response('', { status: 429, headers: { 'retry-after': '3600' } }), new Response('', { status: 200 })];
    const fetch = fetchRespectingRetryAfter(async () => answers.shift() ?? new Response(''), { ...clock, maxWaitMs: 5000 });
    await fetch('http://gw.test/x');
    expect(clock.now()).toBe(5000);
  });

  it('passes other answers straight through', async () => {
    const fetch = fetchRespectingRetryAfter(async () => new Response('', { status: 409 }));
    expect((await fetch('http://gw.test/x')).status).toBe(409);
  });
});

describe('retryAfterMs', () => {
  it("reads seconds, an HTTP date, or the rate limiter's reset header", () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), 0)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 1970 00:00:10 GMT' }), 4000)).toBe(6000);
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': '7' }), 0)).toBe(7000);
    expect(retryAfterMs(new Headers(), 0)).toBeNull();
  });
});
