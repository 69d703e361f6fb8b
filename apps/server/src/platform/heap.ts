import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it collects again: by
 * half. V8's own factor rises towards 4× while a process allocates fast, so under sustained load the server's RSS
 * climbed to 414–457 MB around ~70 MB of live data, all of it garbage promoted by requests in flight
 * (docs/benchmarks.md, "Sixth pass"). No ceiling is set: a large import or export may still use what it needs.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets it at start (V8 reads it at every collection), unless node was started with a `--heap-growing-percent` of its
 * own on the command line (NODE_OPTIONS does not accept this flag).
 */
export const boundHeapGrowth = (execArgv: readonly string[] = process.execArgv): boolean => {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
};
