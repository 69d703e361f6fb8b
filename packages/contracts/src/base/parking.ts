import { z } from 'zod';
import { defineEntity, fieldInputSchema } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { date, datetime, decimal, defineDict, enumOf, image, int, ref, text } from '../platform/fields.ts';
import { stripSpecial } from '../platform/validators.ts';
import { RESIDENT_UNMASK } from './residents.ts';

export const COMMON_STATUS = defineDict('com_common_status', '启用状态', { '0': '正常', '1': '停用' }, { '0': 'success', '1': 'default' });
export const PLATE_COLOR = defineDict('com_plate_color', '车牌颜色', { '1': '蓝牌', '2': '黄牌', '3': '绿牌', '4': '白牌', '5': '黑牌', '9': '其他' });
export const CAR_TYPE = defineDict('com_car_type', '车辆类型', { '1': '小型汽车', '2': '大型汽车', '3': '新能源小型车', '4': '新能源大型车', '5': '摩托车', '9': '其他' });
export const PARKING_TYPE = defineDict('com_parking_type', '停车场类型', { '1': '地面', '2': '地下', '3': '立体' });
export const SPACE_TYPE = defineDict('com_parking_space_type', '车位类型', { '1': '产权车位', '2': '租赁车位', '3': '临时车位', '4': '子母车位' });
/** 车位状态: 空闲, 已售, 已租; 退出 (the spec's out) takes a sold or rented space back to 空闲 after the arrears check. */
export const SPACE_STATE = defineDict('com_parking_space_state', '车位状态', { '0': '空闲', '1': '已售', '2': '已租' }, { '0': 'success', '1': 'processing', '2': 'warning' });
export const GARAGE_STATE = defineDict('com_garage_state', '车库状态', { '0': '未售', '1': '已售', '2': '已租' }, { '0': 'default', '1': 'processing', '2': 'warning' });
export const PASS_DIRECTION = defineDict('com_pass_direction', '进出方向', { '1': '入场', '2': '出场' }, { '1': 'success', '2': 'processing' });
export const GATE_DIRECTION = defineDict('com_gate_direction', '道闸方向', { '1': '入口', '2': '出口', '3': '出入口' });
export const PASS_CAR_KIND = defineDict('com_pass_car_kind', '车辆类别', { '1': '业主车辆', '2': '月租车', '3': '临时车', '4': '访客车' });

/** Vehicle (车辆, the spec's ComCarInfo), its plate masked in reads (京A***45). */
export const Car = defineEntity({
  module: 'base',
  name: 'car',
  title: '车辆',
  permission: 'base:car',
  paths: crudPaths('/api/base/ComCarInfo', { item: '/api/base/ComCarInfo/getById/:id' }),
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/ComCarInfo/queryPageList' },
    { style: 'create', method: 'POST', path: '/api/base/ComCarInfo/save' },
    { style: 'update', method: 'POST', path: '/api/base/ComCarInfo/edit' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/ComCarInfo/deleteByIds/:ids' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/ComCarInfo/deleteByIds' },
    { style: 'export', method: 'POST', path: '/api/base/ComCarInfo/exportList', fileName: '车辆列表' },
    { style: 'importTemplate', method: 'GET', path: '/api/base/ComCarInfo/downloadImportTemplate', fileName: '车辆导入模板' },
    { style: 'import', method: 'POST', path: '/api/base/ComCarInfo/importExcel' },
  ],
  fields: {
    areaId: communityRef(),
    plateNo: text('车牌号', 10, { required: true, pattern: 'plate', search: 'contains', sortable: true, mask: 'plate', unique: true }),
    plateColor: enumOf(PLATE_COLOR, '车牌颜色', { required: true, default: '1', column: 'optional' }),
    carType: enumOf(CAR_TYPE, '车辆类型', { required: true, default: '1', search: 'equals' }),
    brand: text('品牌型号', 50, { column: 'optional' }),
    color: text('车身颜色', 20, { column: false }),
    residentId: ref('base.resident', '车主', { search: 'equals', column: false }),
    ownerName: text('车主姓名', 50, { required: true, search: 'contains', mask: 'name' }),
    ownerPhone: text('联系电话', 20, { required: true, pattern: 'mobile', mask: 'mobile' }),
    roomId: ref('base.room', '所属房屋', { column: false }),
    parkingSpaceId: ref('base.parkingSpace', '车位', { search: 'equals' }),
    startDate: date('有效期起', { column: false }),
    endDate: date('有效期止'),
    status: enumOf(COMMON_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    remark: remark(),
    createTime: createTime('登记时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  maskedReads: true,
  unmask: RESIDENT_UNMASK,
});

/** Parking lot (停车场) of a community. */
export const Parking = defineEntity({
  module: 'base',
  name: 'parking',
  title: '停车场',
  permission: 'base:parking',
  paths: crudPaths('/api/base/parking', { list: '/api/base/parking/queryList' }),
  calls: [
    { style: 'create', method: 'POST', path: '/api/base/parking/add' },
    { style: 'update', method: 'POST', path: '/api/base/parking/modify' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/parking/remove/:ids' },
    { style: 'export', method: 'POST', path: '/api/base/parking/exportList', fileName: '停车场列表' },
    { style: 'importTemplate', method: 'GET', path: '/api/base/parking/downloadTemplate', fileName: '停车场导入模板' },
    { style: 'import', method: 'POST', path: '/api/base/parking/importExcel' },
  ],
  fields: {
    areaId: communityRef(),
    parkingNo: text('停车场编号', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    parkingName: text('停车场名称', 50, { required: true, search: 'contains', sortable: true }),
    parkingType: enumOf(PARKING_TYPE, '停车场类型', { required: true, default: '1', search: 'equals' }),
    floors: int('层数', { required: true, min: 1, max: 10, default: 1 }),
    plannedSpaces: int('规划车位数', { min: 0, max: 100_000 }),
    address: text('位置', 200),
    status: enumOf(COMMON_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    remark: remark(),
    // No column: the list's last column sat clipped under the fixed 操作 column; the detail still shows it.
    createTime: createTime('创建时间', { column: false }),
  },
  defaultSort: { field: 'parkingNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** Parking space (车位) of a lot, on one of its floors; sold or rented to a resident, taken out (退出) after the arrears check. */
export const ParkingSpace = defineEntity({
  module: 'base',
  name: 'parkingSpace',
  title: '车位',
  permission: 'base:parkingSpace',
  paths: crudPaths('/api/base/parkingSpace'),
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/parkingSpace/queryPageList' },
    { style: 'create', method: 'POST', path: '/api/base/parkingSpace/add' },
    { style: 'update', method: 'POST', path: '/api/base/parkingSpace/modify' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/parkingSpace/remove/:ids' },
  ],
  fields: {
    areaId: communityRef(),
    parkingId: ref('base.parking', '停车场', { required: true, search: 'equals' }),
    spaceNo: text('车位编号', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['parkingId'] } }),
    floor: int('所在层', { required: true, min: -10, max: 10, default: 1, search: 'equals', column: 'optional' }),
    spaceType: enumOf(SPACE_TYPE, '车位类型', { required: true, default: '1', search: 'equals' }),
    area: decimal('面积（㎡）', { min: 0, max: 100_000, column: 'optional' }),
    state: enumOf(SPACE_STATE, '车位状态', { required: true, default: '0', search: 'equals' }),
    residentId: ref('base.resident', '使用人'),
    startDate: date('起始日期', { column: false }),
    endDate: date('到期日期'),
    remark: remark(200),
    createTime: createTime('创建时间', { sortable: false, column: 'optional' }),
  },
  defaultSort: { field: 'spaceNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** Garage (车库): a lockable garage sold or rented like a room. */
export const Garage = defineEntity({
  module: 'base',
  name: 'garage',
  title: '车库',
  permission: 'base:garage',
  paths: crudPaths('/api/base/garage'),
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/garage/queryPageList' },
    { style: 'create', method: 'POST', path: '/api/base/garage/add' },
    { style: 'update', method: 'POST', path: '/api/base/garage/modify' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/garage/remove/:ids' },
    { style: 'export', method: 'POST', path: '/api/base/garage/exportList', fileName: '车库列表' },
  ],
  fields: {
    areaId: communityRef(),
    garageNo: text('车库编号', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    location: text('位置', 100),
    area: decimal('面积（㎡）', { min: 0, max: 100_000 }),
    state: enumOf(GARAGE_STATE, '车库状态', { required: true, default: '0', search: 'equals' }),
    residentId: ref('base.resident', '业主/使用人'),
    remark: remark(200),
    createTime: createTime('创建时间', { sortable: false }),
  },
  defaultSort: { field: 'garageNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** A barrier gate (道闸) of a parking lot: the device that posts car entries with its own key, never a user's token. */
export const ParkingGate = defineEntity({
  module: 'base',
  name: 'parkingGate',
  title: '道闸设备',
  permission: 'base:parkingGate',
  paths: crudPaths('/api/base/parkingGate'),
  calls: [
    { style: 'listBody', method: 'POST', path: '/api/base/parkingGate/queryPageList' },
    { style: 'create', method: 'POST', path: '/api/base/parkingGate/add' },
    { style: 'update', method: 'POST', path: '/api/base/parkingGate/modify' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/parkingGate/remove/:ids' },
  ],
  fields: {
    areaId: communityRef(),
    parkingId: ref('base.parking', '停车场', { required: true, search: 'equals' }),
    gateNo: text('设备编号', 40, { required: true, pattern: 'code', search: 'contains', unique: true }),
    gateName: text('道闸名称', 50, { required: true, search: 'contains' }),
    direction: enumOf(GATE_DIRECTION, '道闸方向', { required: true, default: '3' }),
    status: enumOf(COMMON_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    lastSeen: datetime('最近上报', { readOnly: true }),
    remark: remark(200),
    // Sortable: the list's default order, which the page sends as its sort (a field that is not sortable is 422).
    createTime: createTime('创建时间', { column: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** A car passing a gate (the spec's carComeinRecord): written only by the gates' ingest call, listed by staff. */
export const CarEntryRecord = defineEntity({
  module: 'base',
  name: 'carEntryRecord',
  title: '车辆进出记录',
  permission: 'base:carComein',
  paths: { list: '/api/base/carComeinRecord/queryPageList' },
  fields: {
    areaId: communityRef(),
    parkingId: ref('base.parking', '停车场', { required: true, search: 'equals' }),
    gateId: ref('base.parkingGate', '道闸', { required: true, column: false }),
    plateNo: text('车牌号', 10, { required: true, pattern: 'plate', search: 'contains', mask: 'plate' }),
    direction: enumOf(PASS_DIRECTION, '进出方向', { required: true, search: 'equals' }),
    carKind: enumOf(PASS_CAR_KIND, '车辆类别', { search: 'equals' }),
    passTime: datetime('通行时间', { required: true, search: 'range', sortable: true }),
    photo: image('抓拍图片', 200),
  },
  defaultSort: { field: 'passTime', order: 'desc' },
  softDelete: false,
  scope: { field: 'areaId' },
  maskedReads: true,
  unmask: RESIDENT_UNMASK,
});

/** 批量新增车位's calls, beside the space's own under /api/base/parkingSpace. */
export const SPACE_BATCH_PATHS = { add: '/api/base/parkingSpace/batchAdd', preview: '/api/base/parkingSpace/batchAddPreview' } as const;
/** 批量新增车位: at most this many spaces a call (`spaceBatchTooMany` on endNo beyond). */
export const SPACE_BATCH_MAX = 2_000;
/** The highest number of a batch's range, and the widest zero padding (B1-000001). */
export const SPACE_BATCH_LIMITS = { number: 999_999, digits: 6 } as const;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'integer') })
    .int({ error: 'integer' })
    .min(min, { error: 'minValue' })
    .max(max, { error: 'maxValue' });

/**
 * 批量新增车位 (POST /api/base/parkingSpace/batchAdd, and its preview batchAddPreview): a lot of the community and one
 * of its floors; the numbers `prefix` + startNo…endNo zero-padded to `digits` (B1-001 … B1-200); the type, area and
 * remark every space of the batch shares. The spaces are created 空闲 (free), without a user.
 */
export const ParkingSpaceBatchSchema = z.strictObject({
  areaId: fieldInputSchema(ParkingSpace.fields.areaId),
  parkingId: fieldInputSchema(ParkingSpace.fields.parkingId),
  floor: fieldInputSchema(ParkingSpace.fields.floor),
  prefix: z
    .string({ error: 'invalid' })
    .trim()
    .transform(stripSpecial)
    .pipe(z.string().max(ParkingSpace.fields.spaceNo.max - 1, { error: 'max' }))
    .default(''),
  startNo: wholeNumber(0, SPACE_BATCH_LIMITS.number),
  endNo: wholeNumber(0, SPACE_BATCH_LIMITS.number),
  digits: wholeNumber(1, SPACE_BATCH_LIMITS.digits).default(3),
  spaceType: fieldInputSchema(ParkingSpace.fields.spaceType).default('1'),
  area: fieldInputSchema(ParkingSpace.fields.area).nullish(),
  remark: fieldInputSchema(ParkingSpace.fields.remark).nullish(),
});

export type SpaceBatchRange = { prefix?: string; startNo: number; endNo: number; digits?: number };
/** A rule of the range broken: the field it names and the catalogue message (the server's 422, the form's check). */
export type SpaceBatchProblem = { field: 'endNo' | 'prefix'; key: 'numberRangeOrder' | 'spaceBatchTooMany' | 'max'; params?: { max: number } };

/**
 * The numbers of a batch, in one place for the form's preview and the server's insert: count, first and last, the
 * broken rule if any (end before start; more than SPACE_BATCH_MAX; a number longer than 车位编号's 20 characters), and
 * the list itself. A number wider than `digits` is written whole (digits 3: 999, 1000).
 */
export const planSpaceBatch = (range: SpaceBatchRange) => {
  const prefix = range.prefix ?? '';
  const digits = range.digits ?? 3;
  const numberOf = (n: number) => `${prefix}${String(n).padStart(digits, '0')}`;
  const count = range.endNo - range.startNo + 1;
  const widest = Math.max(String(range.endNo).length, digits);
  const room = ParkingSpace.fields.spaceNo.max - widest;
  let problem: SpaceBatchProblem | null = null;
  if (count < 1) problem = { field: 'endNo', key: 'numberRangeOrder' };
  else if (count > SPACE_BATCH_MAX) problem = { field: 'endNo', key: 'spaceBatchTooMany', params: { max: SPACE_BATCH_MAX } };
  else if ([...prefix].length > room) problem = { field: 'prefix', key: 'max', params: { max: room } };
  return {
    count: Math.max(count, 0),
    first: numberOf(range.startNo),
    last: numberOf(range.endNo),
    problem,
    numbers: () => Array.from({ length: Math.max(count, 0) }, (_, i) => numberOf(range.startNo + i)),
  };
};
