import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import type { AppLoadContext } from 'react-router';
import { CURRENCY_COOKIE, readCurrencyChoice } from '../../core/preferences/currencyChoice.ts';
import { readPreferences } from '../../core/preferences/preferenceCookies.ts';
import { COOKIE_CONSENT_COOKIE, decodeConsent } from '../../core/preferences/CookieConsent.ts';
import { PASSIVE_BANNER_COOKIE } from '../../core/preferences/Banners.ts';
import { gatewayPlugin, withGatewayDefaults } from '../../gateway/gatewayPlugin.ts';
import type { GatewayDeps } from '../../gateway/GatewayDeps.ts';
import { sandboxPageRoutes } from '../../gateway/payments/sandbox/sandboxPageRoutes.ts';
import { seoRoutes } from '../../gateway/seo/seoRoutes.ts';
import { operatorRoutes } from '../../gateway/operator/operatorRoutes.ts';
import { tenants } from '../../gateway/tenancy/tenants.ts';
import { resolveAlertSettings, tenantOrigin } from '../../gateway/alerts/AlertSettings.ts';
import { safeErrorHandler } from '../../gateway/http/safeErrorHandler.ts';
import { refuseControlCharacters } from '../../gateway/http/controlCharacters.ts';
import { limitJsonDepth } from '../../gateway/http/jsonBodies.ts';
import { createServerRendererRoot } from '../roots/serverRendererRoot.ts';
import { injectFetch } from './injectFetch.ts';
import { SharedPages } from './sharedPages.ts';
import { acceptFormBodiesOnly } from './formBodies.ts';
import { hostGuard, requestHost } from './hostGuard.ts';
import { originGuard } from './originGuard.ts';
import { PERMISSIONS_POLICY } from './permissionsPolicy.ts';
import { badUrlPage } from './unknownTenantPage.ts';
import { mapStyleOrigin } from './settings.ts';
import { parseSentryDsn } from '../../adapters/http/errors/sentryDsn.ts';

export type PageRenderer = (
  app: FastifyInstance,
  options: { getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext; sharedPages?: SharedPages },
) => Promise<void>;

/** Rendered pages kept for visitors without a session: at most this much memory per process. */
const SHARED_PAGES_MAX_BYTES = 64 * 1024 * 1024;

export interface ServerOptions {
  readonly gateway: GatewayDeps;
  readonly defaultTenant: string;
  readonly publicHosts?: readonly string[];
  /** Registers the page renderer (production build, Vite in dev), or nothing for an API-only server. */
  readonly renderPages?: PageRenderer;
  readonly clientAssetsDir?: string;
  readonly development?: boolean;
  readonly logger?: boolean;
  /** Proxies whose X-Forwarded-For/-Proto headers count (client IP, protocol). Default: loopback only. */
  readonly trustProxy?: boolean | number | string;
  /** TRUST_FORWARDED_HOST: a trusted proxy's X-Forwarded-Host names the site instead of the Host header. Default: off. */
  readonly trustForwardedHost?: boolean;
  /** Where the candidate portal lives (CANDIDATE_PORTAL_URL); default '/candidate' on this site. */
  readonly candidatePortalUrl?: string;
  /** MAP_STYLE_URL: a remote map style (its origin is allowed by the CSP); none: the offline style. */
  readonly mapStyleUrl?: string | null;
  /** The live-chat widget (LIVECHAT_LICENSE): its script's origin is allowed by the CSP; none: no chat. */
  readonly liveChat?: { readonly licence: string; readonly scriptUrl: string } | null;
  /** ERROR_REPORTING_DSN: pages and renders report there (its origin is allowed by the CSP's connect-src); none: to the log. */
  readonly errorReportingDsn?: string | null;
  /** The operator credential of /api/operator (OPERATOR_TOKEN, or one kept in the data folder); none: those calls are off. */
  readonly operatorToken?: string | null;
}

const tenantIds = tenants.map((tenant) => tenant.id);

/** One Fastify process: security headers, compression, the gateway API, static assets and the pages. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  // Fastify also takes a hop count at run time; its types list only booleans, addresses and functions.
  const trustProxy = (options.trustProxy ?? 'loopback') as NonNullable<FastifyServerOptions['trustProxy']>;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    routerOptions: { maxParamLength: 4096 },
    // A URL whose percent-encoding is broken names no page: a 404 page, not a framework 400.
    frameworkErrors: (error, _request, reply) => {
      const raw = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') void raw.code(404).type('text/html; charset=utf-8').send(badUrlPage());
      else void raw.send(error);
    },
  });
  // Absolute addresses (canonical links, JSON-LD, e-mail links) come from PUBLIC_URL, never from the request.
  const site = resolveAlertSettings(options.gateway.alerts);
  const ownOrigins = tenantIds.map((id) => new URL(tenantOrigin(site, id)).host);
  const hosts = {
    tenantIds,
    defaultTenant: options.defaultTenant,
    publicHosts: [...new Set([...(options.publicHosts ?? []), site.publicUrl.hostname.toLowerCase()])],
    trustForwardedHost: options.trustForwardedHost ?? false,
  };
  const mapStyleUrl = options.mapStyleUrl ?? null;
  const mapOrigin = mapStyleOrigin(mapStyleUrl);
  const mapOrigins = mapOrigin === null ? [] : [mapOrigin];
  const liveChat = options.liveChat ?? null;
  // The provider's widget runs its script, talks to its servers and shows its window in a frame.
  const chatOrigins = liveChat === null ? [] : [new URL(liveChat.scriptUrl).origin];
  const errorReportingDsn = options.errorReportingDsn ?? null;
  const reportingOrigin = errorReportingDsn === null ? null : parseSentryDsn(errorReportingDsn)?.origin;
  const reportingOrigins = reportingOrigin ? [reportingOrigin] : [];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chatOrigins, ...(options.development ? ["'unsafe-eval'"] : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins, ...chatOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigins, ...chatOrigins, ...reportingOrigins, ...(options.development ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", ...chatOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  app.setErrorHandler(safeErrorHandler);
  app.addHook('preValidation', refuseControlCharacters);
  limitJsonDepth(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onRequest', hostGuard(hosts));
  app.addHook(
    'onRequest',
    originGuard((request) => requestHost(request, hosts), ownOrigins),
  );
  // One set of gateway defaults (token key, events) for the API and the payment sandbox's pages, which notify it.
  const gateway = withGatewayDefaults(options.gateway);
  await app.register(async (api) => gatewayPlugin(api, gateway), { prefix: '/api' });
  await app.register(async (api) => operatorRoutes(api, gateway, { token: options.operatorToken ?? null }), { prefix: '/api' });
  await sandboxPageRoutes(app, gateway);
  // robots.txt, the sitemaps, favicons and the manifest: per tenant, absolute links from PUBLIC_URL.
  await seoRoutes(app, gateway, { tenantOf: (request) => request.siteTenant, originOf: (tenantId) => tenantOrigin(site, tenantId) });

  if (options.clientAssetsDir) {
    await app.register(fastifyStatic, {
      root: options.clientAssetsDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  if (options.renderPages) {
    await app.register(async (pages) => {
      pages.addHook('onRequest', async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          // An API path no gateway route took: a JSON 404, never a page.
          await reply.code(404).send({ error: 'not-found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
        }
      });
      acceptFormBodiesOnly(pages);
      const offerChanges = gateway.offerChanges;
      await options.renderPages!(pages, {
        ...(options.development ? {} : { sharedPages: new SharedPages({ version: () => offerChanges.version, maxBytes: SHARED_PAGES_MAX_BYTES }) }),
        getLoadContext: (request, reply) => {
          const tenantId = request.siteTenant;
          const preferences = readPreferences(request.cookies);
          const nonces = (reply as unknown as { cspNonce: { script: string; style: string } }).cspNonce;
          return {
            container: createServerRendererRoot({ baseUrl: '', fetch: injectFetch(app, forwardedHeaders(request)), tenantId, errorReportingDsn }),
            tenantId,
            language: preferences.language,
            colorMode: preferences.colorMode,
            nonce: nonces.script,
            styleNonce: nonces.style,
            origin: tenantOrigin(site, tenantId),
            candidatePortalUrl: options.candidatePortalUrl ?? '/candidate',
            mapStyleUrl: mapStyleUrl === null ? null : mapStyleUrl.replaceAll('{tenant}', encodeURIComponent(tenantId)),
            liveChat,
            errorReportingDsn,
            currency: readCurrencyChoice(request.cookies[CURRENCY_COOKIE]),
            consentDecided: decodeConsent(request.cookies[COOKIE_CONSENT_COOKIE]) !== null,
            passiveBannerDismissed: request.cookies[PASSIVE_BANNER_COOKIE] === 'true',
          };
        },
      });
    });
  }
  return app;
}

/**
 * What the server renderer's in-process calls carry from the page request: its cookies, so that
 * cookie-scoped gateway answers match the browser's. Only into this process (inject), never to another host.
 */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const cookieHeader = request.headers.cookie;
  return typeof cookieHeader === 'string' && cookieHeader !== '' ? { cookie: cookieHeader } : {};
}
