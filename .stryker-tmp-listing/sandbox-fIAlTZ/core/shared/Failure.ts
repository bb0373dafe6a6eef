/** Failures every port that crosses a network can return. Each context adds its own kinds. */
// @ts-nocheck

export type NetworkFailure = { readonly kind: 'network-failure'; readonly message: string };
export type BadGatewayPayload = { readonly kind: 'bad-gateway-payload'; readonly path: string };
export type HttpFailure = { readonly kind: 'http-failure'; readonly status: number; readonly message?: string };
export type NotFound = { readonly kind: 'not-found' };
export type Unauthorized = { readonly kind: 'unauthorized' };

/** The failures of a plain gateway call. */
export type GatewayFailure = NetworkFailure | BadGatewayPayload | HttpFailure | NotFound | Unauthorized;

export const networkFailure = (message: string): NetworkFailure => ({ kind: 'network-failure', message });
export const badGatewayPayload = (path: string): BadGatewayPayload => ({ kind: 'bad-gateway-payload', path });
export const httpFailure = (status: number, message?: string): HttpFailure =>
  message === undefined ? { kind: 'http-failure', status } : { kind: 'http-failure', status, message };
