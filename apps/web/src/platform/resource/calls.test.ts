import { Banner, Community, CreditsShopPickUpAddress, Resident, ResidentRoom, SysDict, listQuerySchema } from '@zhwy/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type CallOf, callOf, deleteManyPath, exportRequest, formatBytes, importRowErrors, writeOf } from './calls.ts';
import { listParams } from './derive.ts';

describe('callOf', () => {
  it('finds the call of a style, or nothing', () => {
    expect(callOf(Community, 'export')).toEqual({ style: 'export', method: 'POST', path: '/api/base/ComArea/exportExcel', fileName: '小区列表' });
    expect(callOf(Community, 'importTemplate')?.path).toBe('/api/base/new-com-area/downloadImportTemplate');
    expect(callOf(Banner, 'deleteMany')?.path).toBe('/api/zhwy/banner-manager/removeByIds/:ids');
    expect(callOf(Banner, 'export')).toBeUndefined();
    expect(callOf(SysDict, 'deleteMany')).toBeUndefined();
  });
});

describe('deleteManyPath', () => {
  it('puts the ids as a comma list, each once', () => {
    expect(deleteManyPath(callOf(Banner, 'deleteMany')!, [7, 3, 7])).toBe('/api/zhwy/banner-manager/removeByIds/7,3');
  });

  it('puts them in the query where the call takes them there', () => {
    // The older resident page's batchDeleteResident (the list's own batch delete is the spec's body form).
    const batch = Resident.calls!.find((call) => call.style === 'deleteMany' && call.idsIn === 'query') as CallOf<'deleteMany'>;
    expect(deleteManyPath(batch, [2, 9])).toBe('/api/base/resident/batchDeleteResident?ids=2,9');
  });
});

describe('writeOf', () => {
  it('writes through the generic paths where the entity has them', () => {
    expect(writeOf(Banner, 'update')).toEqual({ method: 'PUT', path: '/api/zhwy/banner-manager' });
    expect(writeOf(Banner, 'delete')).toEqual({ method: 'DELETE', path: '/api/zhwy/banner-manager/:id' });
  });

  it('else through the first call of the style, a delete by the id in its path', () => {
    expect(writeOf(Resident, 'create')).toEqual({ method: 'POST', path: '/api/base/new-com-resident/insertNewComResident' });
    expect(writeOf(Resident, 'delete')).toEqual({ method: 'POST', path: '/api/base/new-com-resident/delete/:id' });
    expect(writeOf(ResidentRoom, 'delete')).toEqual({ method: 'POST', path: '/api/base/new-resident-room/unbind/:id' });
    expect(writeOf(SysDict, 'delete')?.method).toBe('DELETE');
  });
});

describe('exportRequest', () => {
  const sort = { field: 'areaName', order: 'asc' as const };

  it('sends the list’s filters and order in the body of a POST export, without page and size', () => {
    const params = listParams({ entity: Community, page: 3, size: 13, sort, criteria: { areaName: '花园', status: '0', city: '' } });
    const sent = exportRequest(callOf(Community, 'export')!, params);
    expect(sent).toEqual({
      method: 'POST',
      path: '/api/base/ComArea/exportExcel',
      body: { sort: 'areaName,asc', 'areaName.contains': '花园', 'status.equals': '0' },
    });
    // What the server reads from it: the list's criteria, from the first row on.
    const read = listQuerySchema(Community).parse(sent.body);
    expect(read.criteria).toEqual([
      { field: 'areaName', op: 'contains', value: '花园' },
      { field: 'status', op: 'equals', value: '0' },
    ]);
    expect(read.page).toBe(0);
    expect(read.sort).toEqual(sort);
  });

  it('sends them as the query of a GET export', () => {
    const params = listParams({ entity: CreditsShopPickUpAddress, page: 0, sort: CreditsShopPickUpAddress.defaultSort, criteria: { areaId: 5, address: ' 东门 ' } });
    const sent = exportRequest(callOf(CreditsShopPickUpAddress, 'export')!, params);
    expect(sent.method).toBe('GET');
    expect(sent.body).toBeUndefined();
    expect(sent.query).toMatchObject({ 'areaId.equals': '5', 'address.contains': '东门' });
    expect(sent.query).not.toHaveProperty('page');
    expect(sent.query).not.toHaveProperty('size');
    expect(listQuerySchema(CreditsShopPickUpAddress).safeParse(sent.query).success).toBe(true);
  });

  it('carries a range filter’s two ends', () => {
    const day = dayjs('2026-03-01T10:00:00');
    const params = listParams({ entity: Banner, page: 0, sort: Banner.defaultSort, criteria: { startTime: [day, day] } });
    const body = exportRequest({ style: 'export', method: 'POST', path: '/x', fileName: 'x' }, params).body!;
    expect(body['startTime.from']).toBe(day.startOf('day').toISOString());
    expect(body['startTime.to']).toBe(day.endOf('day').toISOString());
  });
});

describe('importRowErrors', () => {
  it('lists each row’s errors by field, in row order; an unknown name is the row’s own', () => {
    const body = {
      code: 422,
      msg: '导入失败：2 行数据有误，未导入任何数据',
      rows: [
        { row: 5, fields: { _: '已存在，请重新输入' } },
        { row: 3, fields: { areaCode: '只能包含字母、数字及 _ . : -', phone: '手机号码格式不正确' } },
      ],
    };
    expect(importRowErrors(Community, body)).toEqual([
      { key: '3:areaCode', row: 3, field: 'areaCode', message: '只能包含字母、数字及 _ . : -' },
      { key: '3:phone', row: 3, field: 'phone', message: '手机号码格式不正确' },
      { key: '5:_', row: 5, field: undefined, message: '已存在，请重新输入' },
    ]);
  });

  it('is empty for a refusal of the file as a whole', () => {
    expect(importRowErrors(Community, { code: 422, msg: '无法识别的列：楼栋', fields: { file: '无法识别的列：楼栋' } })).toEqual([]);
    expect(importRowErrors(Community, { rows: [null, { row: 'x', fields: {} }] })).toEqual([]);
  });
});

describe('formatBytes', () => {
  it('reads as bytes, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(4_718_592)).toBe('4.5 MB');
  });
});
