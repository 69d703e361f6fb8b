import { type FieldDef, maskValue } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { exportCell } from './excel-export.ts';

describe('export cells', () => {
  const labels = new Map([['com_area_status\u00000', '正常']]);

  it('write personal data masked where the field says so, and other text as stored', () => {
    expect(exportCell({ kind: 'text', mask: 'mobile' }, '13800138000', labels)).toBe('138****8000');
    expect(exportCell({ kind: 'text', mask: 'idCard' }, '11010519491231002X', labels)).toBe('110105********002X');
    expect(exportCell({ kind: 'text', mask: 'name' }, '张三丰', labels)).toBe('张**');
    expect(exportCell({ kind: 'text' }, '13800138000', labels)).toBe('13800138000');
  });

  it('write enum labels, times as dates, numbers as numbers, nothing for null', () => {
    const status: FieldDef = { kind: 'enum', dict: 'com_area_status', values: ['0', '1'] };
    expect(exportCell(status, '0', labels)).toBe('正常');
    expect(exportCell(status, '1', labels)).toBe('1');
    expect(exportCell({ kind: 'datetime' }, '2027-01-01T00:00:00.000Z', labels)).toEqual(new Date('2027-01-01T00:00:00.000Z'));
    expect(exportCell({ kind: 'int' }, '42', labels)).toBe(42);
    expect(exportCell({ kind: 'text', mask: 'mobile' }, null, labels)).toBe('');
  });

  it('mask short values whole', () => {
    expect(maskValue('mobile', '1380')).toBe('****');
    expect(maskValue('name', '张')).toBe('*');
  });
});
