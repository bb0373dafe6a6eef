import Fastify, { type FastifyInstance } from 'fastify';

/** A checkout session as the fake keeps it. */
export interface FakeSession {
  readonly id: string;
  readonly url: string;
  readonly form: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
}

export interface FakeStripe {
  readonly url: string;
  readonly sessions: FakeSession[];
  /** Answer every checkout request with this status instead (a provider having a bad day). */
  failWith: number | null;
  close(): Promise<void>;
}

/**
 * A small local stand-in for Stripe's HTTP API: POST /v1/checkout/sessions with a secret key as
 * bearer and a form body, answering a session with its hosted page URL, as Stripe documents it.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const app: FastifyInstance = Fastify();
  const sessions: FakeSession[] = [];
  const fake: FakeStripe = { url: '', sessions, failWith: null, close: () => app.close() };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/v1/checkout/sessions', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (fake.failWith !== null) return reply.code(fake.failWith).send({ error: { type: 'api_error', message: 'Something went wrong' } });
    const form = request.body as Record<string, string>;
    for (const required of ['mode', 'success_url', 'cancel_url', 'line_items[0][price_data][currency]', 'line_items[0][price_data][unit_amount]']) {
      if (!form[required]) return reply.code(400).send({ error: { type: 'invalid_request_error', message: `Missing required param: ${required}.` } });
    }
    const id = `cs_test_${sessions.length + 1}`;
    const session = {
      id,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      form,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    sessions.push(session);
    return { id, object: 'checkout.session', url: session.url, payment_status: 'unpaid', status: 'open' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return Object.assign(fake, { url: `http://127.0.0.1:${address.port}` });
}
