/** Time, as a port, so that use cases and tests agree on "now". */
// @ts-nocheck

export interface Clock {
  now(): Date;
}
