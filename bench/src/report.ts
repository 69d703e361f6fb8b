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

export const resultsTable = (rows: LoadResult[]): string =>
  pad([
    ['scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'failed', 'RSS max MB', 'CPU ms/req app', 'CPU ms/req PG', 'CPU ms/req load gen', 'others CPU'],
    ...rows.map((r) => [
      r.name,
      String(r.connections),
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p95),
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

/** Issue 2, section 9: one verdict per target, from the rows of the run. A row with failed requests fails. */
export const verdicts = (r: Record<ScenarioKey, LoadResult>, ours: LoadResult[], bundle: BundleSize): Verdict[] => {
  const ok = (rows: LoadResult[], pass: boolean) => pass && rows.every((row) => row.failures === 0);
  const p95 = (row: LoadResult, limit: number, label: string): Verdict => ({
    target: `${label} p95 <= ${limit} ms at ${row.connections} connections`,
    measured: `${ms(row.p95)} ms`,
    pass: ok([row], row.p95 <= limit),
  });
  const ratio = (row: LoadResult, bare: LoadResult): Verdict => ({
    target: `log search throughput >= ${targets.throughputRatio * 100}% of the bare route at ${row.connections} connections`,
    measured: `${((row.rps / bare.rps) * 100).toFixed(0)}% (${row.rps.toFixed(0)} / ${bare.rps.toFixed(0)} req/s)`,
    pass: ok([row, bare], row.rps / bare.rps >= targets.throughputRatio),
  });
  const rss = Math.max(...ours.map((row) => row.rssMaxMb));
  return [
    p95(r.menus, targets.menusP95Ms, 'menus'),
    p95(r.log, targets.logSearchP95Ms, 'log search (1M rows)'),
    p95(r.logLow, targets.logSearchP95Ms, 'log search (1M rows)'),
    ratio(r.log, r.logBare),
    ratio(r.logLow, r.logLowBare),
    { target: `server RSS <= ${targets.rssMb} MB during the run`, measured: `${rss.toFixed(0)} MB`, pass: rss <= targets.rssMb },
    {
      target: `login page first-load JS <= ${targets.loginJsGzipKb} KB gzip`,
      measured: bundle ? `${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip` : 'not built',
      pass: bundle ? bundle.gzipBytes <= targets.loginJsGzipKb * 1024 : null,
    },
  ];
};

export const verdictTable = (list: Verdict[]): string =>
  pad([['target', 'measured', 'result'], ...list.map((v) => [v.target, v.measured, v.pass === null ? 'n/a' : v.pass ? 'PASS' : 'FAIL'])]);

export const machine = (): string => {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
};
