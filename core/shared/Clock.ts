/** Time, as a port, so that use cases and tests agree on "now". */
export interface Clock {
  now(): Date;
}
