import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countTriggerSql } from './count-triggers.ts';

/** The applied migration's trigger part: from its LOCK TABLE to its end (the count table itself is drizzle's). */
const applied = (file: string): string => {
  const text = fs.readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
  return text.slice(text.indexOf('LOCK TABLE')).trimEnd();
};

describe('countTriggerSql', () => {
  it('reproduces the resident counts of migration 0019 (an ifNull key, live rows only)', () => {
    const sql = countTriggerSql({
      source: 'com_resident',
      counts: 'com_resident_count',
      keys: [{ column: 'tenant_id' }, { column: 'area_id' }, { column: 'building_id', ifNull: 0 }],
      live: { column: 'del_flag', equals: 0 },
    });
    expect(sql).toBe(applied('0019_resident_counts.sql'));
  });

  it("reproduces the operation log's counts of migration 0002 (grouped by names)", () => {
    const sql = countTriggerSql({
      source: 'sys_operation_log',
      counts: 'sys_operation_log_count',
      keys: [{ column: 'tenant_id' }, { column: 'username' }],
      groupBy: 'names',
    });
    expect(sql).toBe(applied('0002_log_count_triggers.sql'));
  });

  it('refuses what it cannot spell safely', () => {
    expect(() => countTriggerSql({ source: 'com_room; drop', counts: 'c', keys: [{ column: 'tenant_id' }] })).toThrow(/identifier/);
    expect(() => countTriggerSql({ source: 'a', counts: 'a_count', keys: [] })).toThrow(/key/);
    expect(() => countTriggerSql({ source: 'a', counts: 'a_count', keys: [{ column: 'b', ifNull: 0 }], groupBy: 'names' })).toThrow(/positions/);
  });
});
