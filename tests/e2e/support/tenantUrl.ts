/** The port the e2e server listens on (playwright.config.ts) and the addresses of its tenants. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}/`;

/** `http://<tenant>.localhost:4173/<path>`: Chromium resolves every `*.localhost` name to loopback. */
export function tenantUrl(tenantId: string, pathname = '/'): string {
  return new URL(pathname, `http://${tenantId}.localhost:${E2E_PORT}/`).href;
}
