import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { createTime, remark } from '../platform/presets.ts';
import { defineDict, enumOf, int, text } from '../platform/fields.ts';

export const COMMUNITY_STATUS = defineDict('com_area_status', '小区状态', { '0': '正常', '1': '停用' });

/**
 * Community (小区, the spec's ComArea): what a Chinese property company keeps of each community it runs. Base data
 * adds import, export, createCode and the rest; the data scope of every community-bound entity points here.
 */
export const Community = defineEntity({
  module: 'base',
  name: 'community',
  title: '小区',
  permission: 'base:community',
  paths: crudPaths('/api/base/new-com-area'),
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/ComArea/areaList' },
    { style: 'setField', method: 'GET', path: '/api/base/ComArea/editStatus/:id', field: 'status' },
    { style: 'export', method: 'POST', path: '/api/base/ComArea/exportExcel', fileName: '小区列表' },
    { style: 'importTemplate', method: 'GET', path: '/api/base/new-com-area/downloadImportTemplate', fileName: '小区导入模板' },
    { style: 'import', method: 'POST', path: '/api/base/new-com-area/importExcel' },
  ],
  fields: {
    areaCode: text('小区编码', 32, { required: true, pattern: 'code', search: 'contains', sortable: true, unique: true }),
    areaName: text('小区名称', 50, { required: true, search: 'contains', sortable: true, unique: true }),
    // Before 省份/城市/区县: the form's cascader on it fills those three.
    regionCode: text('行政区划代码', 12, { column: false }),
    province: text('省份', 20, { search: 'equals', column: 'optional' }),
    city: text('城市', 20, { search: 'equals', column: 'optional' }),
    district: text('区县', 20, { column: 'optional' }),
    address: text('详细地址', 200, { required: true }),
    totalArea: int('占地面积（平方米）', { min: 0, max: 100_000_000, sortable: true, column: 'optional' }),
    propertyCompany: text('物业公司', 100, { search: 'contains' }),
    contact: text('联系人', 20, { column: 'optional' }),
    phone: text('联系电话', 20, { pattern: 'mobile' }),
    status: enumOf(COMMUNITY_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    remark: remark(),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'id' },
});
