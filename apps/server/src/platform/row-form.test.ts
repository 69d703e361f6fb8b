import { describe, expect, it } from 'vitest';
import { isoOfTimestamptz } from './row-form.ts';

describe('isoOfTimestamptz', () => {
  it('answers what Date answers for every form PostgreSQL writes a timestamptz in', () => {
    const texts = [
      '2026-11-27 10:00:00.123456+00',
      '2026-11-27 10:00:00.1239+00',
      '2026-11-27 10:00:00.999999+00',
      '2026-11-27 10:00:00.5+00',
      '2026-11-27 10:00:00.12+00',
      '2026-11-27 10:00:00+00',
      '2026-02-28 23:59:59.000001+00',
      // Other offsets (a session not in UTC) go through Date.
      '2026-11-27 18:00:00.12+08',
      '2026-11-27 10:00:00+05:30',
      '2026-11-27 03:00:00.25-07',
    ];
    for (const text of texts) expect(isoOfTimestamptz(text), text).toBe(new Date(text).toISOString());
  });
});
