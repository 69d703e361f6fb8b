import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { date, decimal, defineDict, enumOf, ref, text } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';

/**
 * 仪表与抄表 (spec: base-data-and-billing.md §7 meter-info / meter-reading; docs/billing.md, Meters): a room's
 * water, electricity or gas meter read for one fee item of charging method 3 (用量×单价), and its monthly readings.
 * Readings and usage are exact hundredths (two decimals), never floats.
 */

/** 仪表类型 (java110's 水电抄表: 水表, 电表, 燃气表). */
export const METER_TYPE = defineDict('meter_type', '仪表类型', { '1': '水表', '2': '电表', '3': '燃气表' });
/** 仪表状态: a meter taken out of use (replaced) keeps its readings and is no longer read. */
export const METER_STATE = defineDict('meter_state', '仪表状态', { '1': '在用', '0': '停用' }, { '1': 'success', '0': 'default' });

/** A reading's period: one calendar month, `YYYY-MM`. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A reading up to 99 999 999.99 (hundredths): the largest register a meter shows. */
export const READING_MAX = 9_999_999_999;
/** The rows one batch entry (addList) or one building's list (queryListAll) carries at most. */
export const READING_BATCH_MAX = 1000;

const METER_INFO = '/api/zhwy/meter-info';
/** 仪表 (meter-info): a meter of a room, read for one fee item; its number is unique within the community. */
export const MeterInfo = defineEntity({
  module: 'meter',
  name: 'meterInfo',
  title: '仪表',
  permission: 'fee:meter',
  paths: crudPaths(METER_INFO, { list: `${METER_INFO}/queryList` }),
  calls: [
    { style: 'create', method: 'POST', path: `${METER_INFO}/add` },
    { style: 'update', method: 'POST', path: `${METER_INFO}/update` },
    { style: 'delete', method: 'POST', path: `${METER_INFO}/delete/:id` },
    { style: 'importTemplate', method: 'GET', path: `${METER_INFO}/downloadTemplate`, fileName: '仪表导入模板' },
    { style: 'import', method: 'POST', path: `${METER_INFO}/importExcel` },
  ],
  fields: {
    areaId: communityRef(),
    meterNo: text('表号', 30, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    meterType: enumOf(METER_TYPE, '仪表类型', { required: true, default: '1', search: 'equals' }),
    // The room's building, kept from the room (the list's filter); the room is chosen by its path (1号楼-1单元-1201).
    buildingId: ref('base.building', '楼栋', { readOnly: true, search: 'equals', column: false }),
    roomId: ref('base.room', '房屋', { required: true, search: 'equals' }),
    // An enabled fee item of charging method 3 (用量×单价) of the same community.
    feeItemId: ref('fee.feeItem', '收费项', { required: true, search: 'equals' }),
    initialReading: decimal('初始读数', { required: true, min: 0, max: READING_MAX, default: 0 }),
    state: enumOf(METER_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'meterNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

const METER_READING = '/api/zhwy/meter-reading';
/** The batch entry of one building and month (`addList`) and its rows (`queryListAll`). */
export const METER_READING_PATHS = { addList: `${METER_READING}/addList`, queryListAll: `${METER_READING}/queryListAll` } as const;

/**
 * 抄表记录 (meter-reading): one per meter and month. The previous reading is the meter's last reading (or its
 * initial reading), the usage current − previous; both kept by the server. Only a meter's latest reading may be
 * edited or deleted, so that every previous reading stays the one before it.
 */
export const MeterReading = defineEntity({
  module: 'meter',
  name: 'meterReading',
  title: '抄表记录',
  permission: 'fee:reading',
  paths: crudPaths(METER_READING, { list: `${METER_READING}/queryList` }),
  calls: [
    { style: 'update', method: 'POST', path: `${METER_READING}/update` },
    { style: 'delete', method: 'POST', path: `${METER_READING}/delete/:id` },
    { style: 'export', method: 'POST', path: `${METER_READING}/download`, fileName: '抄表记录' },
    { style: 'importTemplate', method: 'GET', path: `${METER_READING}/downloadTemplate`, fileName: '抄表导入模板' },
    { style: 'import', method: 'POST', path: `${METER_READING}/importExcel` },
  ],
  fields: {
    // The list fits 1440 px with what a clerk checks (room, meter, month, readings, usage); these are in 列设置.
    areaId: communityRef({ readOnly: true, required: undefined, column: 'optional' }),
    buildingId: ref('base.building', '楼栋', { readOnly: true, search: 'equals', column: false }),
    roomId: ref('base.room', '房屋', { readOnly: true, search: 'equals' }),
    feeItemId: ref('fee.feeItem', '收费项', { readOnly: true, search: 'equals', column: 'optional' }),
    meterId: ref('meter.meterInfo', '表号', { required: true, search: 'equals', unique: { within: ['period'] } }),
    period: text('抄表月份', 7, { required: true, search: 'equals', sortable: true }),
    previousReading: decimal('上期读数', { readOnly: true }),
    currentReading: decimal('本期读数', { required: true, min: 0, max: READING_MAX }),
    usage: decimal('用量', { readOnly: true }),
    reader: text('抄表人', 30, { search: 'contains' }),
    readingDate: date('抄表日期', { required: true, sortable: true }),
    remark: remark(200),
    createTime: createTime('录入时间', { column: 'optional' }),
  },
  defaultSort: { field: 'period', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  searchForm: ['areaId', 'buildingId', 'period', 'feeItemId'],
});

export const METER_DICTIONARIES = [METER_TYPE, METER_STATE];
