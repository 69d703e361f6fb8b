import { describe, expect, it } from 'vitest';
import { crudPaths } from './crud-paths.ts';
import { datetime, ref, textarea } from './fields.ts';
import { communityRef, createTime, remark } from './presets.ts';

describe('field presets', () => {
  it('write what the definitions wrote by hand', () => {
    expect(communityRef()).toEqual(ref('base.community', '所属小区', { required: true, search: 'equals' }));
    expect(createTime()).toEqual(datetime('创建时间', { readOnly: true, sortable: true }));
    expect(createTime('登记时间')).toEqual(datetime('登记时间', { readOnly: true, sortable: true }));
    expect(remark()).toEqual(textarea('备注', 500));
    expect(remark(200)).toEqual(textarea('备注', 200));
  });

  it("let the caller's options win over the preset's", () => {
    expect(communityRef({ search: undefined, column: false })).toMatchObject({ kind: 'ref', ref: 'base.community', required: true, column: false, search: undefined });
    expect(createTime('创建时间', { sortable: false, column: false })).toEqual({ kind: 'datetime', label: '创建时间', readOnly: true, sortable: false, column: false });
  });
});

describe('crudPaths', () => {
  it('lists, creates and updates at the base, one row at base/:id', () => {
    expect(crudPaths('/api/base/garage')).toEqual({
      list: '/api/base/garage',
      item: '/api/base/garage/:id',
      create: '/api/base/garage',
      update: '/api/base/garage',
      remove: '/api/base/garage/:id',
    });
  });

  it('takes the paths the spec names otherwise', () => {
    expect(crudPaths('/api/base/ComCarInfo', { item: '/api/base/ComCarInfo/getById/:id' })).toMatchObject({
      list: '/api/base/ComCarInfo',
      item: '/api/base/ComCarInfo/getById/:id',
      remove: '/api/base/ComCarInfo/:id',
    });
  });
});
