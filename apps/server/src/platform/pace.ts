import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work on the event loop in slices: `await tick()` between chunks gives the loop a turn (other requests' I/O and
 * timers) once `sliceMs` of work has passed since the last turn, and costs nothing otherwise. An import or batch of
 * 10,000 rows thus never holds the loop for more than a slice plus one chunk (issue 21: ~0.6 s before). 8 ms: a turn
 * stays well inside the issue's 50 ms even when a GC pause or a busy neighbour stretches it; a turn of the loop costs
 * a few microseconds, so the smaller slice does not slow the work measurably.
 */
export const pacer = (sliceMs = 8) => {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
};

/** `items` mapped in chunks with a turn of the event loop between them when the work runs long. */
export const mapPaced = async <T, R>(items: readonly T[], fn: (item: T, index: number) => R, tick = pacer()): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i], i));
    if (i % 64 === 63) await tick();
  }
  return out;
};

/** `fn` for each of `items` in order, with a turn of the event loop between chunks when the work runs long. */
export const eachPaced = async <T>(items: readonly T[], fn: (item: T, index: number) => void, tick = pacer()): Promise<void> => {
  for (let i = 0; i < items.length; i++) {
    fn(items[i], i);
    if (i % 64 === 63) await tick();
  }
};
