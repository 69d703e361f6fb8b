import type { TestApp } from './app.ts';

/**
 * One sequence of sample numbers per test file (keyed by its test app: the files of a vitest worker share these
 * modules), for every battery of the file: samples of different entities and batteries never collide on a unique
 * value, and a file's own samples outside the batteries can count on the numbers they use (1, 2, …).
 */
const counters = new WeakMap<TestApp, { n: number }>();

/** The next sample number of this test file. */
export const nextSampleNumber = (t: TestApp): number => {
  let counter = counters.get(t);
  if (!counter) counters.set(t, (counter = { n: 0 }));
  return ++counter.n;
};
