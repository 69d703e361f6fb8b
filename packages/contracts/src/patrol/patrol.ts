import { actionCode } from '../platform/action-codes.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { date, datetime, defineDict, enumOf, image, int, ref, text, textarea } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { reason, transition } from '../platform/transitions.ts';

/**
 * Each entity has the framework's REST paths (create POST, update PUT and delete DELETE at its base, as meters have)
 * beside the spec's own spellings in `calls`.
 *
 * 巡更巡检 (spec: base-data-and-billing.md §2 "Patrol inspection", §7 "Patrol (/api/zhwy)"; docs/operations.md,
 * Patrol). As java110 models it: 巡检类型 (what is inspected), 巡检点 (a place with a QR code), 巡检路线 (an ordered
 * list of points), 巡检计划 (a line, who walks it, on which weekdays and in which time windows), 巡检任务 (one window
 * of one day of a plan, made by the module's daily job) and 巡检记录 (one check of one point, with a problem found and
 * its handling).
 */

const Z = '/api/zhwy';

export const PATROL_STATE = defineDict('patrol_state', '启用状态', { '1': '启用', '0': '停用' }, { '1': 'success', '0': 'default' });
/** 巡检顺序 of a line: in its order (a point before an earlier one is recorded 非顺序) or in any order. */
export const PATROL_ORDER = defineDict('patrol_order', '巡检顺序', { '1': '按顺序', '0': '不限顺序' });
/** A task's state: 待巡检 until its first check, 巡检中, 已完成 (every point checked), 已结束 (the window is over with points missed). */
export const PATROL_TASK_STATE = defineDict('patrol_task_state', '任务状态', { '0': '待巡检', '1': '巡检中', '2': '已完成', '3': '有漏检' }, { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' });
/** A check's timing: 正常 within the window, 迟到 after its end (within the plan's grace minutes). */
export const PATROL_TIMING = defineDict('patrol_timing', '巡检时效', { '0': '正常', '1': '迟到' }, { '0': 'success', '1': 'warning' });
export const PATROL_YES_NO = defineDict('patrol_yes_no', '是否', { '1': '是', '0': '否' });
/** A problem's handling: 无问题, 待处理 once reported, 已处理 once its handling is recorded (updateJobLog). */
export const PATROL_HANDLE_STATE = defineDict('patrol_handle_state', '处理状态', { '0': '无问题', '1': '待处理', '2': '已处理' }, { '0': 'default', '1': 'warning', '2': 'success' });

/** 巡检类型 (`patrol/addType`, `queryTypeList`, `updateType`, `deleteType/{id}`, `queryById/{id}`). */
export const PatrolType = defineEntity({
  module: 'patrol',
  name: 'patrolType',
  title: '巡检类型',
  permission: 'patrol:type',
  paths: crudPaths(`${Z}/patrol/type`, { list: `${Z}/patrol/queryTypeList`, item: `${Z}/patrol/queryById/:id` }),
  calls: [
    { style: 'listBody', method: 'POST', path: `${Z}/patrol/queryTypeList` },
    { style: 'create', method: 'POST', path: `${Z}/patrol/addType` },
    { style: 'update', method: 'POST', path: `${Z}/patrol/updateType` },
    { style: 'delete', method: 'POST', path: `${Z}/patrol/deleteType/:id` },
  ],
  fields: {
    areaId: communityRef(),
    typeName: text('类型名称', 30, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    sort: int('排序', { min: 0, max: 9999, default: 1, sortable: true }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

const POINT = `${Z}/patrolPoint`;
/** The point's QR code as a PNG (GET, `?download=1` to save it). */
export const PATROL_POINT_QR = `${POINT}/qrcode/:id`;
/**
 * 巡检点: a place of a community with its QR code. `pointCode` is what the code holds (made by the server, unique in
 * the tenant): the staff app sends it back when the code is scanned.
 */
export const PatrolPoint = defineEntity({
  module: 'patrol',
  name: 'patrolPoint',
  title: '巡检点',
  permission: 'patrol:point',
  paths: crudPaths(POINT, { list: `${POINT}/queryByPage`, item: `${POINT}/queryById/:id` }),
  calls: [
    { style: 'listBody', method: 'POST', path: `${POINT}/queryByPage` },
    { style: 'create', method: 'POST', path: `${POINT}/insert` },
    { style: 'update', method: 'POST', path: `${POINT}/update` },
    { style: 'deleteMany', method: 'POST', path: `${POINT}/deleteByIds/:ids` },
  ],
  fields: {
    areaId: communityRef(),
    pointName: text('巡检点名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    typeId: ref('patrol.patrolType', '巡检类型', { required: true, search: 'equals' }),
    location: text('位置', 100, { required: true, search: 'contains' }),
    // Unique in the tenant (the index patrol_point_code_uq), made by the server.
    pointCode: text('二维码编号', 32, { readOnly: true, search: 'equals' }),
    state: enumOf(PATROL_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'pointName', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/** A point of a line, in order (the line's child rows), with what to check there on this line (巡检内容). */
export const PatrolLinePoint = defineEntity({
  module: 'patrol',
  name: 'patrolLinePoint',
  title: '路线巡检点',
  permission: 'patrol:line',
  paths: { list: `${Z}/patrolLine/points` },
  fields: {
    lineId: ref('patrol.patrolLine', '巡检路线', { readOnly: true }),
    pointId: ref('patrol.patrolPoint', '巡检点', { required: true, unique: { within: ['lineId'] } }),
    checkItem: text('巡检内容', 50),
    sort: int('顺序', { readOnly: true }),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
});

const LINE = `${Z}/patrolLine`;
/** `GET patrolLine/queryById?id=&type=`: type 1 with the line's points (their names and places), else the line alone. */
export const PATROL_LINE_BY_ID = `${LINE}/queryById`;
/** 巡检路线: an ordered list of points of its community. */
export const PatrolLine = defineEntity({
  module: 'patrol',
  name: 'patrolLine',
  title: '巡检路线',
  permission: 'patrol:line',
  paths: crudPaths(LINE, { list: `${LINE}/queryByPage`, item: `${LINE}/get/:id` }),
  calls: [
    { style: 'listBody', method: 'POST', path: `${LINE}/queryByPage` },
    { style: 'create', method: 'POST', path: `${LINE}/insert` },
    { style: 'update', method: 'POST', path: `${LINE}/update` },
    { style: 'deleteMany', method: 'POST', path: `${LINE}/deleteByIds/:ids` },
  ],
  fields: {
    areaId: communityRef(),
    lineName: text('路线名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    ordered: enumOf(PATROL_ORDER, '巡检顺序', { required: true, default: '1' }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'lineName', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
  children: { points: { entity: PatrolLinePoint, parentField: 'lineId', orderField: 'sort', min: 1, max: 100 } },
});

/** A day's time window `HH:mm-HH:mm` (start before end, the same day); a plan has one to six, comma separated. */
export const PATROL_WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
export const PATROL_WINDOWS_MAX = 6;
/** Weekdays as ISO numbers 1 (Monday) … 7 (Sunday), comma separated. */
export const PATROL_WEEKDAYS = /^[1-7](,[1-7]){0,6}$/;

const JOB = `${Z}/patrolJob`;
/**
 * 巡检计划 (Job): who walks a line (a staff member, or a work group: any of its members), on which weekdays, from
 * which day to which, in which time windows of the day; a check is accepted from a window's start to its end plus
 * `graceMinutes` (after the end it is 迟到).
 */
export const PatrolJob = defineEntity({
  module: 'patrol',
  name: 'patrolJob',
  title: '巡检计划',
  permission: 'patrol:job',
  paths: crudPaths(JOB, { list: `${JOB}/queryByPage`, item: `${JOB}/queryById/:id` }),
  calls: [
    { style: 'listBody', method: 'POST', path: `${JOB}/queryByPage` },
    { style: 'create', method: 'POST', path: `${JOB}/insert` },
    { style: 'update', method: 'POST', path: `${JOB}/update` },
    { style: 'deleteMany', method: 'GET', path: `${JOB}/deleteByIds/:ids` },
  ],
  fields: {
    areaId: communityRef(),
    jobName: text('计划名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    lineId: ref('patrol.patrolLine', '巡检路线', { required: true, search: 'equals' }),
    userId: ref('system.user', '巡检人员', { search: 'equals' }),
    workGroupId: ref('system.workGroup', '工作组', { search: 'equals' }),
    weekDays: text('巡检日（周）', 13, { required: true, default: '1,2,3,4,5,6,7' }),
    windows: text('时间段', 71, { required: true }),
    graceMinutes: int('迟到宽限（分钟）', { min: 0, max: 240, default: 30 }),
    startDate: date('开始日期', { required: true, sortable: true }),
    endDate: date('结束日期'),
    state: enumOf(PATROL_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { column: 'optional' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

const TASK = `${Z}/patrolTask`;
/** A task's points in the line's order, each checked (when, by whom, 迟到, 非顺序, a problem) or not (待巡 / 漏检). */
export const PATROL_TASK_POINTS = `${TASK}/points/:id`;
/**
 * 巡检任务: one time window of one day of a plan, made by the daily job (or when a plan for today is saved); one per
 * plan, day and window (a unique index). `pointIds` is the line's points when the task was made. Its references
 * record the past (historical): a plan, line or person deleted later keeps its tasks and records.
 */
export const PatrolTask = defineEntity({
  module: 'patrol',
  name: 'patrolTask',
  title: '巡检任务',
  permission: 'patrol:task',
  paths: { list: `${TASK}/queryByPage`, item: `${TASK}/queryById/:id` },
  fields: {
    areaId: communityRef({ readOnly: true, required: undefined }),
    // 计划名称 日期 时间段 (早班 2026-11-27 08:00-10:00): how a record names its task.
    taskName: text('任务名称', 90, { readOnly: true, search: 'contains' }),
    jobId: ref('patrol.patrolJob', '巡检计划', { readOnly: true, search: 'equals', historical: true }),
    lineId: ref('patrol.patrolLine', '巡检路线', { readOnly: true, search: 'equals', historical: true }),
    userId: ref('system.user', '巡检人员', { readOnly: true, search: 'equals', historical: true }),
    workGroupId: ref('system.workGroup', '工作组', { readOnly: true, column: 'optional', historical: true }),
    taskDate: date('任务日期', { readOnly: true, search: 'range', sortable: true }),
    windowStart: datetime('开始时间', { readOnly: true, sortable: true }),
    windowEnd: datetime('结束时间', { readOnly: true }),
    pointCount: int('巡检点数', { readOnly: true }),
    checkedCount: int('已巡点数', { readOnly: true }),
    state: enumOf(PATROL_TASK_STATE, '状态', { readOnly: true, search: 'equals' }),
    pointIds: text('巡检点', 2000, { readOnly: true, column: false }),
  },
  defaultSort: { field: 'windowStart', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

const LOG = `${Z}/patrolJobLog`;
/** `GET patrolJobLog/queryByQuestionId/{id}`: a record by its problem (a record without one: 404). */
export const PATROL_LOG_BY_QUESTION = `${LOG}/queryByQuestionId/:id`;
/** 处理 a problem: its handling recorded (`updateJobLog`), the log's code `patrol:log:handle`. */
export const PATROL_HANDLE = actionCode({ permission: 'patrol:log' }, 'handle');
/**
 * 巡检记录 (patrolJobLog): one check of one point of a task, by whom and when, 迟到 or not, in the line's order or not,
 * and a problem found (description, photos) with its handling (待处理 → 已处理 through `updateJobLog`, its 处理说明).
 */
export const PatrolJobLog = defineEntity({
  module: 'patrol',
  name: 'patrolJobLog',
  title: '巡检记录',
  permission: 'patrol:log',
  paths: { list: `${LOG}/queryByPage`, item: `${LOG}/queryById/:id` },
  calls: [
    { style: 'listBody', method: 'POST', path: `${LOG}/queryByPage` },
    { style: 'deleteMany', method: 'POST', path: `${LOG}/deleteByIds/:ids` },
    { style: 'export', method: 'POST', path: `${LOG}/downloadJobLog`, fileName: '巡检记录' },
    transition('handle', '处理', {
      path: `${LOG}/updateJobLog`,
      field: 'handleState',
      from: ['1'],
      to: ['2'],
      code: 'handle',
      fields: { handleResult: reason('处理说明', { required: true }) },
    }),
  ],
  fields: {
    areaId: communityRef({ readOnly: true, required: undefined }),
    taskId: ref('patrol.patrolTask', '巡检任务', { readOnly: true, search: 'equals', column: false, historical: true }),
    jobId: ref('patrol.patrolJob', '巡检计划', { readOnly: true, search: 'equals', historical: true }),
    pointId: ref('patrol.patrolPoint', '巡检点', { readOnly: true, search: 'equals', historical: true }),
    userId: ref('system.user', '巡检人员', { readOnly: true, search: 'equals', historical: true }),
    checkTime: datetime('巡检时间', { readOnly: true, sortable: true, search: 'range' }),
    timing: enumOf(PATROL_TIMING, '时效', { readOnly: true, search: 'equals' }),
    inOrder: enumOf(PATROL_YES_NO, '按顺序', { readOnly: true }),
    problem: textarea('问题描述', 500, { readOnly: true, column: true }),
    photos: image('问题照片', 1000, { readOnly: true }),
    handleState: enumOf(PATROL_HANDLE_STATE, '处理状态', { readOnly: true, search: 'equals' }),
    handleResult: textarea('处理说明', 200, { readOnly: true, column: true }),
    handleTime: datetime('处理时间', { readOnly: true, column: 'optional' }),
  },
  defaultSort: { field: 'checkTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

export const PATROL_DICTIONARIES = [PATROL_STATE, PATROL_ORDER, PATROL_TASK_STATE, PATROL_TIMING, PATROL_YES_NO, PATROL_HANDLE_STATE];
