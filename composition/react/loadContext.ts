import type { Container } from 'inversify';
import type { ColorMode, Language } from '../../core/tenancy/Tenant.ts';

/** What the server hands every loader and action: the request's container, tenant and preferences. */
export interface JobboardLoadContext {
  readonly container: Container;
  readonly tenantId: string;
  readonly language: Language | null;
  readonly colorMode: ColorMode | null;
  /** CSP nonces of this response: one for scripts, one for style elements. */
  readonly nonce: string;
  readonly styleNonce: string;
  readonly origin: string;
}

declare module 'react-router' {
  interface AppLoadContext extends JobboardLoadContext {}
}
