/** Failures every port that crosses a network can return. Each context adds its own kinds. */
export type NetworkFailure = { readonly kind: 'network-failure'; readonly message: string };
export type BadGatewayPayload = { readonly kind: 'bad-gateway-payload'; readonly path: string };
export type HttpFailure = { readonly kind: 'http-failure'; readonly status: number; readonly message?: string };
export type NotFound = { readonly kind: 'not-found' };
export type Unauthorized = { readonly kind: 'unauthorized' };

/** Input the rules refuse: before a call (no message) or by the gateway (its 400's message). */
export type InvalidInput = { readonly kind: 'invalid-input'; readonly message?: string };
/** The gateway's limit on requests from this client (429). */
export type TooManyRequests = { readonly kind: 'too-many-requests' };
/** The gateway's limit on login and password attempts (429). */
export type TooManyAttempts = { readonly kind: 'too-many-attempts' };

/** The failures of a plain gateway call. */
export type GatewayFailure = NetworkFailure | BadGatewayPayload | HttpFailure | NotFound | Unauthorized;

export const networkFailure = (message: string): NetworkFailure => ({ kind: 'network-failure', message });
export const badGatewayPayload = (path: string): BadGatewayPayload => ({ kind: 'bad-gateway-payload', path });
export const httpFailure = (status: number, message?: string): HttpFailure =>
  message === undefined ? { kind: 'http-failure', status } : { kind: 'http-failure', status, message };
