// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Each request passes through setupRequest, which may change it (e.g. its body). */
    requests?: Array<{ setupRequest?: (req: { body?: string }) => { body?: string } }>;
  };
  export type Stats = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p97_5: number; p99: number };
  export type Result = {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  };

  /** The returned tracker emits `response` (client, statusCode, resBytes, responseTimeMs) for every response. */
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}
