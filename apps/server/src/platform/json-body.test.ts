import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body.ts';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds('{"a":"x\\"[[[[","b":[]}', 2)).toBe(false);
    // Siblings do not add up: depth returns as brackets close.
    expect(jsonDepthExceeds(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });

  it('refuses past the limit, whatever follows: a million open brackets, one more than 32 levels', () => {
    const text = '['.repeat(1_000_000);
    expect(jsonDepthExceeds(text)).toBe(true);
    expect(jsonDepthExceeds('['.repeat(32) + ']'.repeat(32))).toBe(false);
    expect(jsonDepthExceeds('['.repeat(33) + ']'.repeat(33))).toBe(true);
  });
});
