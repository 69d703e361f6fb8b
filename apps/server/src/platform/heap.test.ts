import { describe, expect, it } from 'vitest';
import { boundHeapGrowth } from './heap.ts';

describe('boundHeapGrowth', () => {
  it('leaves a --heap-growing-percent given on node’s command line alone (either spelling)', () => {
    expect(boundHeapGrowth(['--enable-source-maps', '--heap-growing-percent=20'])).toBe(false);
    expect(boundHeapGrowth(['--heap_growing_percent=0'])).toBe(false);
  });

  it('sets its own otherwise', () => {
    expect(boundHeapGrowth(['--enable-source-maps', '--max-old-space-size=512'])).toBe(true);
  });
});
