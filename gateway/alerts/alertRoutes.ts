import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { alertScope } from './routes/alertScope.ts';
import { candidateAlertRoutes } from './routes/candidateAlertRoutes.ts';
import { guestAlertRoutes } from './routes/guestAlertRoutes.ts';
import { mailboxRoutes } from './routes/mailboxRoutes.ts';
import { perRouteRateLimits, privateAnswers } from '../http/scopeRules.ts';

/**
 * Saved filters and job alerts (core/alerts/README.md, gateway/alerts/README.md): the candidate's
 * routes behind the bearer token, the guest routes of the e-mail links, and the local mailbox, in
 * one encapsulated scope (its rate limiter, form parser and `no-store` apply here only).
 */
export async function alertRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    const alerts = alertScope(deps);
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    await perRouteRateLimits(scope, 'requests');
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; read it as plain text.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, body),
    );
    privateAnswers(scope);
    candidateAlertRoutes(scope, alerts);
    guestAlertRoutes(scope, alerts);
    mailboxRoutes(scope, alerts);
  });
}
