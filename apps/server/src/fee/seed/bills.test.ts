import { describe, expect, it } from 'vitest';
import { BILL_MONTHS, SEED_ITEMS, billCapacity, billChunks, billSlot } from './bills.ts';

describe('the bill seed', () => {
  it('cuts the missing bill numbers into chunks, the last one short', () => {
    expect(billChunks(0, 1_200_000, 500_000)).toEqual([[0, 500_000], [500_000, 1_000_000], [1_000_000, 1_200_000]]);
  });

  it('goes on from the bills already there, and writes nothing when there are enough', () => {
    expect(billChunks(700_000, 1_200_000, 500_000)).toEqual([[700_000, 1_200_000]]);
    expect(billChunks(1_200_000, 1_200_000, 500_000)).toEqual([]);
    expect(billChunks(2_000_000, 1_200_000, 500_000)).toEqual([]);
  });

  it('refuses a chunk that is not a positive whole number', () => {
    expect(() => billChunks(0, 10, 0)).toThrow();
    expect(() => billChunks(0, 10, 2.5)).toThrow();
  });

  it('fills every room month by month over three years before a second item', () => {
    const rooms = 1000;
    expect(billSlot(0, rooms)).toEqual({ room: 0, monthsBack: 0, item: 0 });
    expect(billSlot(999, rooms)).toEqual({ room: 999, monthsBack: 0, item: 0 });
    expect(billSlot(1000, rooms)).toEqual({ room: 0, monthsBack: 1, item: 0 });
    expect(billSlot(rooms * BILL_MONTHS - 1, rooms)).toEqual({ room: 999, monthsBack: BILL_MONTHS - 1, item: 0 });
    expect(billSlot(rooms * BILL_MONTHS, rooms)).toEqual({ room: 0, monthsBack: 0, item: 1 });
  });

  it('gives each room, month and item one bill: numbers below the capacity never share a slot', () => {
    const rooms = 7;
    const seen = new Set<string>();
    for (let i = 0; i < billCapacity(rooms); i++) {
      const { room, monthsBack, item } = billSlot(i, rooms);
      expect(item).toBeLessThan(SEED_ITEMS.length);
      seen.add(`${room}/${monthsBack}/${item}`);
    }
    expect(seen.size).toBe(rooms * BILL_MONTHS * SEED_ITEMS.length);
    expect(billCapacity(92_593)).toBeGreaterThanOrEqual(10_000_000);
  });
});
