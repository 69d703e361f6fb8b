import { describe, expect, it } from 'vitest';
import { boundHeapGrowth } from './heap.ts';

describe('boundHeapGrowth', () => {
  it('leaves a --heap-growing-percent given to node alone (command line or NODE_OPTIONS)', () => {
    expect(boundHeapGrowth(['--enable-source-maps', '--heap-growing-percent=20'], '')).toBe(false);
    expect(boundHeapGrowth([], '--max-old-space-size=512 --heap-growing-percent=20')).toBe(false);
  });

  it('sets its own otherwise', () => {
    expect(boundHeapGrowth(['--enable-source-maps'], '--max-old-space-size=512')).toBe(true);
  });
});
