import { describe, expect, it } from 'vitest';
import { discountOf } from './discount.ts';

describe('discountOf (docs/billing.md, "Discounts by rule")', () => {
  it('takes a share of the line rounded once by the rounding, a reduction at most the amount', () => {
    const share = { kind: '1', rateBasisPoints: 1_250, reductionCents: 0 };
    // 630.98 × 12.50 % = 78.8725 元.
    expect([discountOf(63_098, share, 'cent'), discountOf(63_098, share, 'jiao'), discountOf(63_098, share, 'yuan')]).toEqual([7_887, 7_890, 7_900]);
    // 99.99 × 30 % = 29.997 → 30.00; × 10 % = 9.999 → 10.00.
    expect(discountOf(9_999, { kind: '3', rateBasisPoints: 3_000, reductionCents: 0 }, 'cent')).toBe(3_000);
    expect(discountOf(9_999, { kind: '1', rateBasisPoints: 1_000, reductionCents: 0 }, 'cent')).toBe(1_000);
    expect(discountOf(3_000, { kind: '2', rateBasisPoints: 0, reductionCents: 10_000 }, 'cent')).toBe(3_000);
    expect(discountOf(63_098, { kind: '1', rateBasisPoints: 10_000, reductionCents: 0 }, 'yuan')).toBe(63_098);
  });
});
