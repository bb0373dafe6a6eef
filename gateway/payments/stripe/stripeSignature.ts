import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signature's time and ours. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex>` as Stripe signs webhooks: HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. */
export function stripeSignatureHeader(secret: string, body: string | Buffer, unixSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${unixSeconds}.`).update(body).digest('hex');
  return `t=${unixSeconds},v1=${signature}`;
}

/** Whether one of the header's v1 signatures matches the body, within the tolerance of `now`. */
export function stripeSignatureMatches(secret: string, body: Buffer, header: unknown, now: Date): boolean {
  if (typeof header !== 'string' || header.length > 2048) return false;
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const time = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(time) || Math.abs(now.getTime() / 1000 - time) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${time}.`).update(body).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
