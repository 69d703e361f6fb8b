import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '../platform/field-values.ts';
import { accruedLateFee, addDays, areaAmount, chargedDays, daysBetween, fixedAmount, lateFee, roundCents, roundMicros, toChineseCapital, usageAmount } from './money.ts';

const rule = { graceDays: 3, dailyRateMillionths: 500, capBasisPoints: 10_000 };

describe('a line amount (docs/billing.md worked examples)', () => {
  it('89.5 m² at 2.35 元/m²/月 for a quarter: 630.975 rounded once per line', () => {
    expect(areaAmount(8_950, 23_500, 3, 'cent')).toBe(63_098);
    expect(areaAmount(8_950, 23_500, 3, 'jiao')).toBe(63_100);
    expect(areaAmount(8_950, 23_500, 3, 'yuan')).toBe(63_100);
    // Rounding each month first would charge a cent more: the line is rounded once.
    expect(areaAmount(8_950, 23_500, 1, 'cent') * 3).toBe(63_099);
  });
  it('water 12.4 t at 3.45 元/t: 42.78', () => {
    expect(usageAmount(1_240, 34_500, 'cent')).toBe(4_278);
    expect(usageAmount(1_240, 34_500, 'jiao')).toBe(4_280);
    expect(usageAmount(1_240, 34_500, 'yuan')).toBe(4_300);
  });
  it('a fixed amount with four-decimal price times months', () => {
    expect(fixedAmount(150_000, 12, 'cent')).toBe(18_000); // 15 元 × 12
    expect(fixedAmount(12_345, 1, 'cent')).toBe(123); // 1.2345 → 1.23
    expect(fixedAmount(12_350, 1, 'cent')).toBe(124); // 1.2350 → 1.24 (half up)
  });
  it('zero, halves and negatives round half away from zero', () => {
    expect(areaAmount(0, 23_500, 3, 'cent')).toBe(0);
    expect(roundMicros(5_000n, 'cent')).toBe(1);
    expect(roundMicros(4_999n, 'cent')).toBe(0);
    expect(roundMicros(-5_000n, 'cent')).toBe(-1);
    expect(roundCents(1_250, 'jiao')).toBe(1_250);
    expect(roundCents(1_255, 'jiao')).toBe(1_260);
    expect(roundCents(1_249, 'yuan')).toBe(1_200);
    expect(roundCents(1_250, 'yuan')).toBe(1_300);
  });
  it('refuses a non-integer input instead of computing with a float', () => {
    expect(() => areaAmount(89.5, 23_500, 3, 'cent')).toThrow(RangeError);
  });
});

describe('late fee', () => {
  it('across a month end: due 01-25, 3 grace days, 万分之五 a day, on 02-03 → 6 days, 1.89 on 630.98', () => {
    expect(chargedDays('2026-01-25', 3, '2026-01-25', '2026-02-03')).toBe(6);
    expect(lateFee(63_098, '2026-01-25', rule, '2026-02-03')).toBe(189);
  });
  it('nothing within the grace days, the first day after them charged', () => {
    expect(lateFee(63_098, '2026-01-25', rule, '2026-01-28')).toBe(0);
    expect(lateFee(63_098, '2026-01-25', rule, '2026-01-29')).toBe(32); // 31.549 → 0.32
  });
  it('29 February counts as a day in a leap year', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(chargedDays('2028-02-27', 0, '2028-02-27', '2028-03-01')).toBe(3);
  });
  it('a range after an earlier charge, and the cap on the whole bill', () => {
    expect(lateFee(63_098, '2026-01-25', rule, '2026-02-03', { from: '2026-02-01' })).toBe(95); // 3 days: 94.647
    const steep = { graceDays: 0, dailyRateMillionths: 10_000, capBasisPoints: 5_000 };
    expect(lateFee(10_000, '2026-01-01', steep, '2026-12-31')).toBe(5_000);
    expect(lateFee(10_000, '2026-01-01', steep, '2026-12-31', { chargedBefore: 4_000 })).toBe(1_000);
    expect(lateFee(10_000, '2026-01-01', steep, '2026-12-31', { chargedBefore: 6_000 })).toBe(0);
    expect(lateFee(10_000, '2026-01-01', { ...steep, capBasisPoints: 0 }, '2026-01-11')).toBe(1_000);
  });
  it('no late fee on nothing owed, and a bad day is refused', () => {
    expect(lateFee(0, '2026-01-25', rule, '2026-03-01')).toBe(0);
    expect(() => lateFee(100, '2026-02-30', rule, '2026-03-01')).toThrow(RangeError);
  });
});

describe('scaled decimals', () => {
  it('reads exact text into integers of the scale, refusing more places', () => {
    expect(parseDecimal('2.35', 4)).toBe(23_500);
    expect(parseDecimal(3.45, 4)).toBe(34_500);
    expect(parseDecimal('0.0500', 4)).toBe(500);
    expect(parseDecimal('2.12345', 4)).toBeNull();
    expect(parseDecimal('1e3', 4)).toBeNull();
    expect(parseDecimal('2.345', 2)).toBeNull();
    expect(parseDecimal('-0.5', 2)).toBe(-50);
    expect(formatDecimal(23_500, 4)).toBe('2.3500');
    expect(formatDecimal(-5, 4)).toBe('-0.0005');
    expect(formatDecimal(-50, 2)).toBe('-0.50');
  });
});

describe('the late fee accrued as the principal is paid down (the cashier)', () => {
  it('equals lateFee without payments, across a month end and 29 February', () => {
    expect(accruedLateFee(63_098, '2026-01-25', rule, '2026-02-03')).toBe(189);
    expect(accruedLateFee(63_098, '2026-01-25', rule, '2026-02-03')).toBe(lateFee(63_098, '2026-01-25', rule, '2026-02-03'));
    const noGrace = { graceDays: 0, dailyRateMillionths: 10_000, capBasisPoints: 0 };
    expect(accruedLateFee(10_000, '2028-02-27', noGrace, '2028-03-01')).toBe(300);
    expect(accruedLateFee(10_000, '2027-02-27', noGrace, '2027-03-01')).toBe(200);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
  it('charges each stretch on what was unpaid then, the day of a payment on the amount before it', () => {
    const daily = { graceDays: 0, dailyRateMillionths: 10_000, capBasisPoints: 0 };
    // 100.00 due 03-01: 03-02..03-05 on 100.00 (4 × 1.00), then 03-06..03-10 on 40.00 (5 × 0.40).
    expect(accruedLateFee(10_000, '2026-03-01', daily, '2026-03-10', [{ day: '2026-03-05', principal: 6_000 }])).toBe(400 + 200);
    // Nothing more once the principal is paid.
    expect(accruedLateFee(10_000, '2026-03-01', daily, '2026-03-31', [{ day: '2026-03-05', principal: 10_000 }])).toBe(400);
    // A payment before the first charged day changes only the amount charged.
    expect(accruedLateFee(10_000, '2026-03-10', daily, '2026-03-12', [{ day: '2026-03-01', principal: 5_000 }])).toBe(100);
  });
  it('holds the whole to the cap on the full principal', () => {
    const capped = { graceDays: 0, dailyRateMillionths: 10_000, capBasisPoints: 5_000 };
    expect(accruedLateFee(10_000, '2026-01-01', capped, '2026-12-31')).toBe(5_000);
    expect(accruedLateFee(10_000, '2026-01-01', capped, '2026-12-31', [{ day: '2026-01-10', principal: 1_000 }])).toBe(5_000);
  });
});

describe('toChineseCapital (大写金额)', () => {
  it.each([
    [63_287, '陆佰叁拾贰元捌角柒分'],
    [0, '零元整'],
    [100, '壹元整'],
    [1_000, '壹拾元整'],
    [1_005, '壹拾元零伍分'],
    [10_000_000, '壹拾万元整'],
    [100_110, '壹仟零壹元壹角整'],
    [5, '伍分'],
    [50, '伍角整'],
    [15, '壹角伍分'],
    [100_005, '壹仟元零伍分'],
    [10_001_000, '壹拾万零壹拾元整'],
    [1_010_100, '壹万零壹佰零壹元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [10_010_000_000, '壹亿零壹拾万元整'],
    [-63_287, '负陆佰叁拾贰元捌角柒分'],
  ])('%i cents → %s', (cents, words) => {
    expect(toChineseCapital(cents)).toBe(words);
  });
});
