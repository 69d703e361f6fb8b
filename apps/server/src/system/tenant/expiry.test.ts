import { describe, expect, it } from 'vitest';
import { expiryOf } from './routes.ts';

const now = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => ({ expireAt: new Date(now.getTime() + ms) });
const MIN = 60_000;

describe('expiryOf', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(expiryOf(at((20 * 1440 + 3 * 60 + 7) * MIN + 30_000), now)).toEqual({ days: 20, hours: 3, minutes: 7, overtime: false });
    expect(expiryOf(at(59 * MIN), now)).toEqual({ days: 0, hours: 0, minutes: 59, overtime: false });
  });

  it('is overtime at and after the expiry', () => {
    expect(expiryOf(at(0), now)).toEqual({ days: 0, hours: 0, minutes: 0, overtime: true });
    expect(expiryOf(at(-1), now).overtime).toBe(true);
  });

  it('without an expiry date never warns', () => {
    const info = expiryOf({ expireAt: null }, now);
    expect(info.overtime).toBe(false);
    expect(info.days).toBeGreaterThanOrEqual(30);
  });
});
