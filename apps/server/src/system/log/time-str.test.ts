import { describe, expect, it } from 'vitest';
import { timeStr } from './time-str.ts';

const intl = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

describe('timeStr', () => {
  it('shows China Standard Time, as Intl does for Asia/Shanghai', () => {
    expect(timeStr('2026-11-21T01:30:05.123Z')).toBe('2026-11-21 09:30:05');
    expect(timeStr('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 97 * 86_400_000 + 3_600_123) {
      const iso = new Date(ms).toISOString();
      expect(timeStr(iso)).toBe(intl.format(new Date(ms)));
      // A Date, as the list reads the column, shows the same (its milliseconds dropped, not rounded).
      const second = Math.floor(ms / 1000) * 1000;
      expect(timeStr(new Date(second + 999))).toBe(intl.format(new Date(second)));
    }
  });

  it('is empty for no time or a bad one', () => {
    expect(timeStr(null)).toBe('');
    expect(timeStr('')).toBe('');
    expect(timeStr('not a date')).toBe('');
    expect(timeStr(new Date(NaN))).toBe('');
    expect(timeStr('2026-11-21T25:00:00.000Z')).toBe('');
  });

  it('shifts the text where the day stays, and reads the time where it does not, as Date reads it', () => {
    expect(timeStr('2026-11-21T15:59:59.999Z')).toBe('2026-11-21 23:59:59');
    expect(timeStr('2026-11-21T00:00:00.000Z')).toBe('2026-11-21 08:00:00');
    expect(timeStr('2026-11-21T01:02:03.000Z')).toBe('2026-11-21 09:02:03');
    expect(timeStr('2026-11-21T16:00:00.000Z')).toBe('2026-11-22 00:00:00');
    // Date rolls an impossible day over; so does the list's time.
    expect(timeStr('2026-02-30T01:00:00.000Z')).toBe('2026-03-02 09:00:00');
    expect(timeStr('2026-02-28T01:00:00.000Z')).toBe('2026-02-28 09:00:00');
  });

  it('rolls the day, month and year over by the calendar after 16:00 UTC, as Intl does (leap years too)', () => {
    for (let ms = Date.UTC(2023, 0, 1, 16); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      for (const offset of [0, 7 * 3_600_000 + 59 * 60_000 + 59_999]) {
        const at = new Date(ms + offset);
        expect(timeStr(at.toISOString())).toBe(intl.format(at));
      }
    }
    expect(timeStr('2024-02-28T16:00:00.000Z')).toBe('2024-02-29 00:00:00');
    expect(timeStr('2100-02-28T16:00:00.000Z')).toBe('2100-03-01 00:00:00');
    expect(timeStr('2026-12-31T23:59:59.000Z')).toBe('2027-01-01 07:59:59');
  });
});
