import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { authed, register, startHarness, type Account, type Harness } from '../session/sessionHarness.ts';

export const BASE = '/api/jobboard';

/** A 1×1 PNG and the first bytes of a JPEG: real magic bytes, as file-type reads them. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const TINY_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

export interface ProfileHarness extends Harness {
  /** A request with the account's bearer token; paths are under /api/jobboard. */
  as(account: Account, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  register(): Promise<Account>;
}

export async function startProfileHarness(offers = 0): Promise<ProfileHarness> {
  const harness = await startHarness(offers > 0 ? { offers } : {});
  return {
    ...harness,
    as: (account, options) => authed(harness.app, account.token, { ...options, url: `${BASE}${options.url}` }),
    register: () => register(harness.app),
  };
}

/** The body of a 4xx, for asserting its readable message. */
export const errorOf = (response: LightMyRequestResponse) => response.json() as { error: string; message: string };
