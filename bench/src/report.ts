import os from 'node:os';
import type { BundleSize } from './bundle.ts';
import { targets } from './config.ts';
import type { LoadResult } from './load.ts';

export type Verdict = { target: string; measured: string; pass: boolean | null };

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const pad = (cells: string[][]): string => {
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => [...row[i]].length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
};

export const resultsTable = (rows: MedianResult[]): string =>
  pad([
    ['scenario', 'conns', 'req/s (median)', 'req/s spread', 'p50 ms', 'p95 ms', 'p95 spread', 'p99 ms', 'max ms', 'requests', 'failed', 'RSS max MB', 'CPU ms/req app', 'CPU ms/req PG', 'CPU ms/req load gen', 'others CPU'],
    ...rows.map((r) => [
      r.name,
      String(r.connections),
      r.rps.toFixed(0),
      `${r.rpsSpread[0].toFixed(0)}–${r.rpsSpread[1].toFixed(0)}`,
      ms(r.p50),
      ms(r.p95),
      `${ms(r.p95Spread[0])}–${ms(r.p95Spread[1])}`,
      ms(r.p99),
      ms(r.max),
      String(r.requests),
      String(r.failures),
      r.rssMaxMb.toFixed(0),
      (r.cpu.targetMs / Math.max(1, r.requests)).toFixed(3),
      r.cpu.postgresMs === null ? '—' : (r.cpu.postgresMs / Math.max(1, r.requests)).toFixed(3),
      (r.cpu.benchMs / Math.max(1, r.requests)).toFixed(3),
      `${((100 * r.cpu.othersMs) / (r.seconds * 1000 * os.cpus().length)).toFixed(0)}%`,
    ]),
  ]);

export type ScenarioKey = 'menus' | 'menusBare' | 'log' | 'logBare' | 'logLow' | 'logLowBare';

/** The median of a few rounds' figures. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The rounds of one row as one: each figure the median of its rounds (these machines are noisy: single passes
 * wander, medians of alternated rounds hold), with the spread of req/s and p95 kept beside it.
 */
export type MedianResult = LoadResult & { rounds: number; rpsSpread: [number, number]; p95Spread: [number, number]; /** Each round's req/s, in the order they ran. */ roundRps: number[] };
export const medianOf = (runs: LoadResult[]): MedianResult => {
  const m = (pick: (r: LoadResult) => number) => median(runs.map(pick));
  const per = (pick: (r: LoadResult) => number) => median(runs.map((r) => pick(r) / Math.max(1, r.requests)));
  const requests = Math.round(m((r) => r.requests));
  return {
    ...runs[0],
    seconds: m((r) => r.seconds),
    requests,
    rps: m((r) => r.rps),
    p50: m((r) => r.p50),
    p95: m((r) => r.p95),
    p99: m((r) => r.p99),
    max: Math.max(...runs.map((r) => r.max)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    rssMaxMb: Math.max(...runs.map((r) => r.rssMaxMb)),
    // Per-request CPU as the median of each round's own figure, scaled back to this row's request count.
    cpu: {
      targetMs: per((r) => r.cpu.targetMs) * requests,
      postgresMs: runs[0].cpu.postgresMs === null ? null : per((r) => r.cpu.postgresMs ?? 0) * requests,
      benchMs: per((r) => r.cpu.benchMs) * requests,
      othersMs: m((r) => r.cpu.othersMs),
      machineBusyPct: m((r) => r.cpu.machineBusyPct),
    },
    rounds: runs.length,
    roundRps: runs.map((r) => r.rps),
    rpsSpread: [Math.min(...runs.map((r) => r.rps)), Math.max(...runs.map((r) => r.rps))],
    p95Spread: [Math.min(...runs.map((r) => r.p95)), Math.max(...runs.map((r) => r.p95))],
  };
};

/** Each round's req/s and p95, ours beside bare, in the order they ran. */
export const roundsTable = (pairs: { name: string; connections: number; ours: LoadResult[]; bare: LoadResult[] }[]): string =>
  pad([
    ['scenario', 'conns', 'round', 'ours req/s', 'bare req/s', 'ours ÷ bare', 'ours p95 ms', 'bare p95 ms', 'ours app ms/req', 'bare app ms/req', 'ours PG ms/req', 'bare PG ms/req', 'others CPU ours / bare'],
    ...pairs.flatMap((p) =>
      p.ours.map((o, i) => {
        const b = p.bare[i];
        const pg = (r: LoadResult) => (r.cpu.postgresMs === null ? '—' : (r.cpu.postgresMs / Math.max(1, r.requests)).toFixed(3));
        const app = (r: LoadResult) => (r.cpu.targetMs / Math.max(1, r.requests)).toFixed(3);
        // A round whose two sides met different loads from outside compares the machine, not the routes.
        const others = (r: LoadResult) => `${((100 * r.cpu.othersMs) / (r.seconds * 1000 * os.cpus().length)).toFixed(0)}%`;
        return [p.name, String(p.connections), `${i + 1} (${i % 2 ? 'bare first' : 'ours first'})`, o.rps.toFixed(0), b.rps.toFixed(0), `${((o.rps / b.rps) * 100).toFixed(0)}%`, ms(o.p95), ms(b.p95), app(o), app(b), pg(o), pg(b), `${others(o)} / ${others(b)}`];
      }),
    ),
  ]);

/** Issue 2, section 9: one verdict per target, from the rows of the run. A row with failed requests fails. */
export const verdicts = (r: Partial<Record<ScenarioKey, MedianResult>>, ours: LoadResult[], bundle: BundleSize): Verdict[] => {
  const ok = (rows: LoadResult[], pass: boolean) => pass && rows.every((row) => row.failures === 0);
  const p95 = (row: LoadResult, limit: number, label: string): Verdict => ({
    target: `${label} p95 <= ${limit} ms at ${row.connections} connections`,
    measured: `${ms(row.p95)} ms`,
    pass: ok([row], row.p95 <= limit),
  });
  /**
   * Judged on the median of the rounds' own ratios (each round's ours ÷ bare, the two measured back to back), with the
   * ratio of the two medians beside it: when the machine's speed drifts during a row, each side's median may come from
   * a different stretch of it, while a round's two sides share theirs (docs/benchmarks.md, "Sixth pass").
   */
  const ratio = (row: MedianResult, bare: MedianResult): Verdict => {
    const paired = median(row.roundRps.map((rps, i) => rps / bare.roundRps[i]));
    return {
      target: `log search throughput >= ${targets.throughputRatio * 100}% of the bare route at ${row.connections} connections`,
      measured: `${(paired * 100).toFixed(0)}% (median of ${row.roundRps.length} rounds' ratios; ratio of the medians ${((row.rps / bare.rps) * 100).toFixed(0)}%, ${row.rps.toFixed(0)} / ${bare.rps.toFixed(0)} req/s)`,
      pass: ok([row, bare], paired >= targets.throughputRatio),
    };
  };
  /**
   * The same comparison from CPU per request (app + PostgreSQL), which drifts less than req/s when other work shares
   * the machine: on a saturated machine throughput is cores ÷ CPU per request, so bare ÷ ours is the ratio req/s
   * would show without the disturbance. Reported beside the target, not judged.
   */
  const perRequest = (r: LoadResult) => (r.cpu.targetMs + (r.cpu.postgresMs ?? 0)) / Math.max(1, r.requests);
  const cpuRatio = (row: LoadResult, bare: LoadResult): Verdict => ({
    target: `(for reading) log search CPU per request, bare ÷ ours, at ${row.connections} connections`,
    measured: `${((perRequest(bare) / perRequest(row)) * 100).toFixed(0)}% (app + PG ${perRequest(row).toFixed(3)} / ${perRequest(bare).toFixed(3)} ms)`,
    pass: null,
  });
  const rss = Math.max(...ours.map((row) => row.rssMaxMb));
  // Rows left out by BENCH_ONLY have no verdict.
  return [
    r.menus && p95(r.menus, targets.menusP95Ms, 'menus'),
    r.log && p95(r.log, targets.logSearchP95Ms, 'log search (1M rows)'),
    r.logLow && p95(r.logLow, targets.logSearchP95Ms, 'log search (1M rows)'),
    r.log && r.logBare && ratio(r.log, r.logBare),
    r.logLow && r.logLowBare && ratio(r.logLow, r.logLowBare),
    r.log && r.logBare && cpuRatio(r.log, r.logBare),
    r.logLow && r.logLowBare && cpuRatio(r.logLow, r.logLowBare),
    { target: `server RSS <= ${targets.rssMb} MB during the run`, measured: `${rss.toFixed(0)} MB`, pass: rss <= targets.rssMb },
    {
      target: `login page first-load JS <= ${targets.loginJsGzipKb} KB gzip`,
      measured: bundle ? `${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip` : 'not built',
      pass: bundle ? bundle.gzipBytes <= targets.loginJsGzipKb * 1024 : null,
    },
  ].filter((v): v is Verdict => Boolean(v));
};

export const verdictTable = (list: Verdict[]): string =>
  pad([['target', 'measured', 'result'], ...list.map((v) => [v.target, v.measured, v.pass === null ? 'n/a' : v.pass ? 'PASS' : 'FAIL'])]);

export const machine = (): string => {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
};
