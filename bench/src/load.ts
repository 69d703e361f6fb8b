import autocannon, { type Result } from 'autocannon';
import { type CpuSplit, cpuMeter } from './cpu.ts';
import { sampleRss } from './rss.ts';

export type Scenario = {
  name: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** The process answering (RSS and CPU are measured on it). */
  pid: number;
  /** The PostgreSQL postmaster, when local and known (its CPU is reported too). */
  postgresPid: number | null;
};

export type LoadResult = {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx responses, connection errors and timeouts: any of them makes the row invalid. */
  failures: number;
  rssMaxMb: number;
  /** CPU per request in ms: the answering process, PostgreSQL; and other processes' share of the machine. */
  cpu: CpuSplit;
};

const fire = (url: string, headers: Record<string, string>, connections: number, seconds: number, onLatency?: (ms: number) => void) =>
  new Promise<Result>((resolve, reject) => {
    const tracker = autocannon({ url, headers, connections, duration: seconds, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
    if (onLatency) {
      tracker.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
        if (statusCode >= 200 && statusCode < 300) onLatency(ms);
      });
    }
  });

/** The value below which `p` of the sorted samples fall (nearest rank). */
const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Loads one URL for `seconds` with `connections` keep-alive connections after an unmeasured warm-up, keeping
 * every 2xx latency (so p95 is exact, not autocannon's p90/p97.5) and sampling the target process's RSS.
 */
export const runScenario = async (s: Scenario, seconds: number, warmupSeconds: number): Promise<LoadResult> => {
  if (warmupSeconds > 0) await fire(s.url, s.headers, s.connections, warmupSeconds);
  const latencies: number[] = [];
  const rss = sampleRss(s.pid);
  const cpu = cpuMeter(s.pid, s.postgresPid);
  const started = process.hrtime.bigint();
  const result = await fire(s.url, s.headers, s.connections, seconds, (ms) => latencies.push(ms));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const rssMaxMb = rss.stop();
  const cpuSplit = cpu.stop();
  latencies.sort((a, b) => a - b);
  return {
    name: s.name,
    connections: s.connections,
    seconds: elapsed,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    failures: result.non2xx + result.errors + result.timeouts,
    rssMaxMb,
    cpu: cpuSplit,
  };
};
