/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    readonly path?: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    /** Called before each send of this request; returns the request to send. */
    readonly setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly requests?: readonly Request[];
    readonly timeout?: number;
    readonly headers?: Readonly<Record<string, string>>;
  }
  export interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly total: number;
    readonly p50: number;
    readonly p90: number;
    readonly p97_5: number;
    readonly p99: number;
  }
  export interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
