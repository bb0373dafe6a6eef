/** The gateway's path for one tenant's call: every call lives under `/api/{tenant}`. */
export const tenantApi = (tenantId: string, path = ''): string => `/api/${encodeURIComponent(tenantId)}${path}`;
