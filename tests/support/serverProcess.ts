/**
 * One server process for the multi-process suites: the gateway as `npm start` wires it (one
 * JWT_SECRET, cross-process events on the PostgreSQL server at DATABASE_URL), without the pages,
 * which need a production build. Prints `listening <port>` once it answers.
 */
import { createServer } from '../../composition/server/createServer.ts';
import { loadAuthSecret } from '../../composition/server/loadAuthSecret.ts';
import { openDatabase } from '../../gateway/db/openDatabase.ts';
import { openEvents } from '../../gateway/events/openEvents.ts';

const url = process.env['DATABASE_URL'] ?? '';
const secret = process.env['JWT_SECRET'] ?? null;
const generous = { max: 100_000, windowMs: 60_000 };

const database = await openDatabase({ kind: 'postgres', url });
const events = await openEvents({ kind: 'postgres', url }, database.db);
const app = await createServer({
  gateway: {
    db: database.db,
    databaseKind: 'postgres',
    version: 'process',
    now: () => new Date(),
    auth: {
      secret: await loadAuthSecret(secret, '/nonexistent'),
      passwordHashing: { N: 1024, r: 8, p: 1 },
      loginRateLimit: generous,
      accountRateLimit: generous,
    },
    alerts: { guestRateLimit: generous },
    events,
  },
  defaultTenant: 'jobboard',
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);

const stop = async () => {
  await app.close();
  await events.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
