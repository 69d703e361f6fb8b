import { z } from 'zod';
import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { date, decimal, defineDict, enumOf, int, ref, text } from '../platform/fields.ts';

export const BUILDING_STATUS = defineDict('com_building_status', '楼栋状态', { '0': '正常', '1': '停用' }, { '0': 'success', '1': 'default' });
export const BUILDING_TYPE = defineDict('com_building_type', '楼栋类型', { '1': '住宅', '2': '商业', '3': '商住两用', '4': '办公', '5': '车库', '9': '其他' });
export const BUILDING_STRUCTURE = defineDict('com_building_structure', '建筑结构', { '1': '钢筋混凝土', '2': '框架', '3': '砖混', '4': '钢结构', '9': '其他' });
export const ROOM_LAYOUT = defineDict('com_room_layout', '户型', {
  '1': '一室',
  '2': '一室一厅',
  '3': '两室一厅',
  '4': '两室两厅',
  '5': '三室一厅',
  '6': '三室两厅',
  '7': '四室及以上',
  '8': '复式',
  '9': '其他',
});
export const ROOM_ORIENTATION = defineDict('com_room_orientation', '朝向', {
  '1': '南北通透',
  '2': '朝南',
  '3': '朝北',
  '4': '朝东',
  '5': '朝西',
  '6': '东南',
  '7': '西南',
  '8': '东北',
  '9': '西北',
});
export const ROOM_DECORATION = defineDict('com_room_decoration', '装修情况', { '1': '毛坯', '2': '简装', '3': '精装', '4': '豪装' });
export const ROOM_USE = defineDict('com_room_use', '房屋用途', { '1': '住宅', '2': '商铺', '3': '办公', '4': '公寓', '5': '车库', '6': '储藏室', '9': '其他' });
/**
 * 房屋状态: 未售 (the developer's), 空置 (sold, nobody lives there), 自住 (the owner or family live there), 出租
 * (tenants live there), 装修中. Bindings keep it true (roomStateAfterBindings); sale, rent and leave are calls with a check first.
 */
export const ROOM_STATE = defineDict(
  'com_room_state',
  '房屋状态',
  { '0': '未售', '1': '空置', '2': '自住', '3': '出租', '4': '装修中' },
  { '0': 'default', '1': 'warning', '2': 'success', '3': 'processing', '4': 'error' },
);
export type RoomState = (typeof ROOM_STATE.values)[number];

/** Building (楼栋, the spec's ComBuilding) of a community. */
export const Building = defineEntity({
  module: 'base',
  name: 'building',
  title: '楼栋',
  permission: 'base:building',
  paths: crudPaths('/api/base/ComBuilding'),
  calls: [
    { style: 'deleteMany', method: 'POST', path: '/api/base/deleteComBuildingById/:ids' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/deleteComBuildingById' },
    { style: 'listBody', method: 'POST', path: '/api/base/selectComBuildingList' },
    { style: 'update', method: 'POST', path: '/api/base/updateComBuildingById' },
  ],
  fields: {
    areaId: communityRef(),
    buildingNo: text('楼栋编号', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    buildingName: text('楼栋名称', 50, { required: true, search: 'contains', sortable: true }),
    buildingType: enumOf(BUILDING_TYPE, '楼栋类型', { required: true, default: '1', search: 'equals' }),
    structure: enumOf(BUILDING_STRUCTURE, '建筑结构', { column: false }),
    aboveFloors: int('地上层数', { required: true, min: 1, max: 200 }),
    underFloors: int('地下层数', { min: 0, max: 20, default: 0, column: 'optional' }),
    elevatorCount: int('电梯数', { min: 0, max: 99, default: 0, column: 'optional' }),
    buildingArea: decimal('建筑面积（㎡）', { min: 0, max: 10_000_000_000, column: false }),
    completionDate: date('竣工日期', { column: false }),
    sort: int('排序', { min: 0, max: 9999, default: 0, sortable: true, column: false }),
    status: enumOf(BUILDING_STATUS, '状态', { required: true, default: '0', search: 'equals' }),
    remark: remark(),
    createTime: createTime(),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** Unit (单元, the spec's ComUnit) of a building; areaId follows the building. */
export const Unit = defineEntity({
  module: 'base',
  name: 'unit',
  title: '单元',
  permission: 'base:unit',
  paths: crudPaths('/api/base/ComUnit'),
  calls: [
    { style: 'deleteMany', method: 'POST', path: '/api/base/ComUnit/deleteComUnitById/:ids' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/ComUnit/deleteComUnitById' },
    { style: 'list', method: 'GET', path: '/api/base/selectComUnitList' },
    { style: 'listBody', method: 'POST', path: '/api/base/selectComUnitList' },
  ],
  fields: {
    areaId: communityRef(),
    buildingId: ref('base.building', '所属楼栋', { required: true, search: 'equals' }),
    unitNo: text('单元编号', 20, { required: true, search: 'contains', sortable: true, unique: { within: ['buildingId'] } }),
    unitName: text('单元名称', 50, { required: true, search: 'contains' }),
    elevatorCount: int('电梯数', { min: 0, max: 99, default: 0 }),
    sort: int('排序', { min: 0, max: 9999, default: 0, sortable: true, column: false }),
    remark: remark(),
    createTime: createTime(),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/**
 * Floor (楼层) of a building, with its floor leader (楼层长, a resident). Negative numbers are basements. The
 * leader's name and mobile are not stored with the floor: every read takes them from the resident (the view
 * com_building_floor_list), masked, so they never go stale and are masked as the resident's are.
 */
export const Floor = defineEntity({
  module: 'base',
  name: 'floor',
  title: '楼层',
  permission: 'base:floor',
  paths: crudPaths('/api/base/new-com-building-floor'),
  calls: [{ style: 'listBody', method: 'POST', path: '/api/base/new-com-building-floor/getPageList' }],
  fields: {
    areaId: communityRef(),
    buildingId: ref('base.building', '所属楼栋', { required: true, search: 'equals' }),
    floorNo: int('楼层', { required: true, min: -20, max: 200, sortable: true, unique: { within: ['buildingId'] } }),
    floorName: text('楼层名称', 20, { search: 'contains' }),
    leaderId: ref('base.resident', '楼层长'),
    leaderName: text('楼层长姓名', 50, { readOnly: true, mask: 'name', column: 'optional' }),
    leaderPhone: text('楼层长电话', 20, { readOnly: true, mask: 'mobile' }),
    remark: remark(200),
    createTime: createTime('创建时间', { sortable: false }),
  },
  defaultSort: { field: 'floorNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
  maskedReads: true,
});

/** The floor's fields read from its leader (the resident), not stored with the floor. */
export const FLOOR_LEADER_FIELDS = ['leaderName', 'leaderPhone'] as const;

/** Room (房屋, the spec's comRoom): where residents live and what fees are charged on. */
export const Room = defineEntity({
  module: 'base',
  name: 'room',
  title: '房屋',
  permission: 'base:room',
  paths: crudPaths('/api/base/comRoom'),
  calls: [
    { style: 'deleteMany', method: 'POST', path: '/api/base/comRoom/removeRoom/:ids' },
    { style: 'deleteMany', method: 'POST', path: '/api/base/comRoom/removeRoom' },
    { style: 'listBody', method: 'POST', path: '/api/base/comRoom/queryList' },
    { style: 'update', method: 'POST', path: '/api/base/comRoom/update' },
    { style: 'export', method: 'POST', path: '/api/base/comRoom/export', fileName: '房屋列表' },
    { style: 'importTemplate', method: 'GET', path: '/api/base/comRoom/downloadImportTemplate', fileName: '房屋导入模板' },
    { style: 'import', method: 'POST', path: '/api/base/comRoom/importExcel' },
  ],
  fields: {
    areaId: communityRef(),
    buildingId: ref('base.building', '所属楼栋', { required: true, search: 'equals' }),
    unitId: ref('base.unit', '所属单元', { search: 'equals' }),
    floor: int('所在楼层', { required: true, min: -20, max: 200, search: 'equals', sortable: true }),
    // Sorted as a clerk reads a list of rooms: community, then building, unit and number, numbers in natural order
    // (2-302 before 10-101); the place key is the table's, kept by triggers (migration 0031).
    roomNo: text('房号', 20, { required: true, search: 'contains', sortable: true, sortBy: ['areaId', 'placeKey'], unique: { within: ['buildingId', 'unitId'] } }),
    layout: enumOf(ROOM_LAYOUT, '户型', { search: 'equals', column: 'optional' }),
    buildingArea: decimal('建筑面积（㎡）', { min: 0, max: 10_000_000, sortable: true, search: 'range' }),
    innerArea: decimal('套内面积（㎡）', { min: 0, max: 10_000_000, column: false }),
    orientation: enumOf(ROOM_ORIENTATION, '朝向', { column: false }),
    decoration: enumOf(ROOM_DECORATION, '装修情况', { column: false }),
    roomUse: enumOf(ROOM_USE, '房屋用途', { required: true, default: '1', search: 'equals', column: 'optional' }),
    state: enumOf(ROOM_STATE, '房屋状态', { required: true, default: '0', search: 'equals', settable: ['0', '1', '4'] }),
    propertyNo: text('产权证号', 50, { column: false }),
    deliveryDate: date('交房日期', { column: false }),
    remark: remark(),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'roomNo', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** A room's name as staff say it: 1号楼-2单元-1201. */
export const roomLabel = (parts: { buildingName?: string | null; unitName?: string | null; roomNo: string }): string =>
  [parts.buildingName, parts.unitName, parts.roomNo].filter(Boolean).join('-');

/**
 * The state a room's live bindings leave it in: tenants → 出租; owners or family → 自住; nobody any more → 空置 when
 * it was lived in, else as it was (未售, 空置, 装修中). One rule for bindings, sale, rent and leave.
 */
export const roomStateAfterBindings = (current: RoomState, relations: readonly string[]): RoomState => {
  if (relations.includes('3')) return '3';
  if (relations.includes('1') || relations.includes('2')) return '2';
  return current === '2' || current === '3' ? '1' : current;
};

/** At most this many rooms per batch call (batchSaveRoom, the batch wizard): 'batchTooMany' beyond it. */
export const BATCH_MAX = 10_000;

/**
 * Room-number rules of the batch wizard, for floor f (negative: basement), unit u (1…, 0: none) and the n-th room
 * of that floor (1…99): `floorTimes100` f×100+n (12th floor, 1st room → 1201); `floorDash` f-nn (12-01);
 * `unitFloorSeq` u then f×100+n (unit 2 → 21201). Basement numbers start with B (B101, B1-01, 2B101).
 */
export const ROOM_NO_PATTERNS = ['floorTimes100', 'floorDash', 'unitFloorSeq'] as const;
export type RoomNoPattern = (typeof ROOM_NO_PATTERNS)[number];

export const roomNumber = (pattern: RoomNoPattern, at: { unit: number; floor: number; n: number }): string => {
  const level = Math.abs(at.floor);
  const b = at.floor < 0 ? 'B' : '';
  switch (pattern) {
    case 'floorDash':
      return `${b}${level}-${String(at.n).padStart(2, '0')}`;
    case 'unitFloorSeq':
      return `${at.unit || ''}${b}${level * 100 + at.n}`;
    default:
      return `${b}${level * 100 + at.n}`;
  }
};

/** The batch wizard's request (POST /api/base/ComBuilding/batchGenerate). */
export const BatchGenerateSchema = z.strictObject({
  areaId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** One building per number (1–50), each 1–20 letters or digits, named `<no>号楼`. */
  buildingNos: z.array(z.string().regex(/^[A-Za-z0-9]{1,20}$/, { error: 'code' })).min(1, { error: 'required' }).max(50),
  buildingType: z.enum(BUILDING_TYPE.values).default('1'),
  aboveFloors: z.number().int().min(1).max(200),
  underFloors: z.number().int().min(0).max(20).default(0),
  /** Units per building; 0: the building has none (rooms directly under the building). */
  units: z.number().int().min(0).max(20),
  roomsPerFloor: z.number().int().min(1).max(99),
  /** Rooms on the basement floors too (default: basements get floor rows but no rooms). */
  basementRooms: z.boolean().default(false),
  pattern: z.enum(ROOM_NO_PATTERNS).default('floorTimes100'),
});
export type BatchGenerate = z.input<typeof BatchGenerateSchema>;

/** The floors of a batch that get rooms, top to bottom is the diagram's order; here bottom to top, 0 skipped. */
const floorsOf = (input: { aboveFloors: number; underFloors?: number }) => [
  ...Array.from({ length: input.underFloors ?? 0 }, (_, i) => -(input.underFloors ?? 0) + i),
  ...Array.from({ length: input.aboveFloors }, (_, i) => i + 1),
];

/** What a batch creates: counts, and each building's rooms as (unit index 1…, floor, number); the preview and the server use it. */
export const planBatch = (input: BatchGenerate) => {
  const floors = floorsOf(input);
  const roomFloors = input.basementRooms ? floors : floors.filter((f) => f > 0);
  const unitCount = Math.max(input.units, 1);
  const rooms = input.buildingNos.length * unitCount * roomFloors.length * input.roomsPerFloor;
  const pattern = input.pattern ?? 'floorTimes100';
  const roomsOfBuilding = () => {
    const list: { unit: number; floor: number; roomNo: string }[] = [];
    for (let u = 1; u <= unitCount; u++)
      for (const floor of roomFloors)
        for (let n = 1; n <= input.roomsPerFloor; n++) list.push({ unit: input.units === 0 ? 0 : u, floor, roomNo: roomNumber(pattern, { unit: input.units === 0 ? 0 : u, floor, n }) });
    return list;
  };
  const samples = [
    roomNumber(pattern, { unit: 1, floor: roomFloors[0] ?? 1, n: 1 }),
    roomNumber(pattern, { unit: 1, floor: roomFloors[0] ?? 1, n: input.roomsPerFloor }),
    roomNumber(pattern, { unit: unitCount, floor: roomFloors[roomFloors.length - 1] ?? 1, n: input.roomsPerFloor }),
  ];
  return {
    buildings: input.buildingNos.length,
    units: input.buildingNos.length * input.units,
    floors: input.buildingNos.length * floors.length,
    floorNos: floors,
    rooms,
    samples: [...new Set(samples)],
    roomsOfBuilding,
  };
};
