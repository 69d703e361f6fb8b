import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (bench/src/../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

/** Every knob of the run; the defaults are what the committed results use. */
export const settings = {
  /** Operation-log rows of the demo tenant to load before measuring. */
  rows: num('BENCH_ROWS', 1_000_000),
  /** Residents of the base-data scenarios (seeded in 10 communities after the operation-log rows; a tenth is the export). */
  residents: num('BENCH_RESIDENTS', 1_000_000),
  /** Bills of the toll-centre cases (issue 25), over 2 seeded communities of 100,000 rooms; existing ones count. */
  bills: num('BENCH_BILLS', 10_000_000),
  /** Distinct user names in those rows. */
  users: num('BENCH_USERS', 1000),
  /** Seconds of load per scenario (after a short warm-up). */
  durationSeconds: num('BENCH_DURATION', 6),
  /** Each load row runs this many times, ours and bare alternated (ours first in odd rounds, bare first in even). */
  rounds: num('BENCH_ROUNDS', 5),
  warmupSeconds: num('BENCH_WARMUP', 2),
  /**
   * Seconds each side of a pair serves its call once, unmeasured, before the pair's first round: the steady state of
   * a process that has served for a while (its JIT done), which a 2 s warm-up did not reach for the server: its first
   * round took 0.54 ms of app CPU per search where the next four took 0.42–0.45 (docs/benchmarks.md, "Fifth pass").
   */
  settleSeconds: num('BENCH_SETTLE', 10),
  connections: num('BENCH_CONNECTIONS', 50),
  /** The user-name search term of the log-search scenario (matches `BENCH_USERS / 40` of the users). */
  searchTerm: process.env.BENCH_SEARCH ?? 'zhang',
  /**
   * BENCH_ONLY: the rows to run, comma-separated (menus, log, logLow, list, export, import, rooms, fee-generate,
   * fee-arrears, fee-statistics); unset = all.
   * For iterating on one route: a full run takes minutes per row.
   */
  only: (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  /**
   * BENCH_DATA_DIR: the server's DATA_DIR, kept after the run and reused by the next: its seeded rows count toward
   * BENCH_ROWS and BENCH_RESIDENTS, so a rerun skips the minutes of seeding 1M + 1M rows.
   */
  dataDir: process.env.BENCH_DATA_DIR || null,
  adminPassword: 'Bench#2026pass',
} as const;

/** Whether BENCH_ONLY selects this row (every row when it is unset). */
export const selected = (key: string): boolean => settings.only.length === 0 || settings.only.includes(key);

/** The figures issue 2 (section 9) asks for. */
export const targets = {
  menusP95Ms: 10,
  logSearchP95Ms: 30,
  throughputRatio: 0.85, // issue 23 raised it from 0.6
  /** The resident list's p95 at most this many times its bare statements' (issue 23). */
  residentListRatio: 1.3,
  rssMb: 300,
  loginJsGzipKb: 300, // issue 10 lowered it from 350
} as const;
