import { describe, expect, it } from 'vitest';
import { cutoffOf, retentionDaysOf } from './clean.ts';

describe('retentionDaysOf (LOG_RETENTION_DAYS)', () => {
  it('is 180 days unless set, and takes whole days from 1 to 3650', () => {
    expect(retentionDaysOf({})).toBe(180);
    expect(retentionDaysOf({ LOG_RETENTION_DAYS: '' })).toBe(180);
    expect(retentionDaysOf({ LOG_RETENTION_DAYS: '30' })).toBe(30);
    expect(retentionDaysOf({ LOG_RETENTION_DAYS: '3650' })).toBe(3650);
  });

  it('stops the start with a message naming the variable for anything else', () => {
    for (const bad of ['0', '-1', '3651', '1.5', 'abc', '30 days']) {
      expect(() => retentionDaysOf({ LOG_RETENTION_DAYS: bad }), bad).toThrow(/^LOG_RETENTION_DAYS: /);
    }
  });
});

describe('cutoffOf', () => {
  it('is whole days before now', () => {
    const now = Date.UTC(2026, 10, 23, 8, 0, 0);
    expect(cutoffOf(1, now).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(cutoffOf(180, now).toISOString()).toBe('2026-05-27T08:00:00.000Z');
  });
});
