import { defineEntity } from '../platform/entity.ts';
import { datetime, defineDict, enumOf, image, int, ref, text, textarea } from '../platform/fields.ts';
import { communityRef, createTime } from '../platform/presets.ts';
import { assignee, reason, transition } from '../platform/transitions.ts';

/**
 * 工单 (spec: base-data-and-billing.md §7 work-order; business-modules.md §7 Work orders; docs/operations.md, Work
 * orders): a job raised at the desk (or by a complaint), handed to one person, carried out by them in the staff app and
 * evaluated. Its state moves only through the transitions below, each kept in the row's history with who, when and
 * the remark.
 */

/** 工单类型 (java110's 报修类型 / 投诉建议 collapsed into one dictionary; the administrator may add items). */
export const WORK_ORDER_TYPE = defineDict('work_order_type', '工单类型', { '1': '报修', '2': '投诉', '3': '咨询', '4': '其他' });
/** 工单状态: new → assigned → in progress → done → evaluated, or cancelled before it is done. */
export const WORK_ORDER_STATE = defineDict(
  'work_order_state',
  '工单状态',
  { '0': '待派单', '1': '已派单', '2': '处理中', '3': '已完成', '4': '已评价', '5': '已取消' },
  { '0': 'warning', '1': 'processing', '2': 'processing', '3': 'success', '4': 'success', '5': 'default' },
);
/** 是否加急. */
export const WORK_ORDER_URGENT = defineDict('work_order_urgent', '是否加急', { '0': '普通', '1': '加急' }, { '0': 'default', '1': 'error' });

/** The states an order is still open in (not done, evaluated nor cancelled): past its deadline it is overdue. */
export const WORK_ORDER_OPEN = ['0', '1', '2'] as const;
/** Whether a row is overdue at `now`: open and past its deadline. */
export const isOverdue = (row: Readonly<Record<string, unknown>>, now = Date.now()): boolean =>
  WORK_ORDER_OPEN.includes(String(row.state) as '0') && typeof row.deadline === 'string' && row.deadline !== '' && Date.parse(row.deadline) < now;

const WO = '/api/zhwy/work-order';
/** The spec's user list for the assignee picker (size 10000), and the staff app's calls on one's own orders. */
export const WORK_ORDER_PATHS = {
  users: '/api/zhwy/user-detail/select',
  staffList: '/api/staff/work-orders',
  staffStart: '/api/staff/work-orders/:id/start',
  staffFinish: '/api/staff/work-orders/:id/finish',
} as const;
/** The user list's default and largest size (spec: work-order user list size 10000). */
export const WORK_ORDER_USERS_MAX = 10000;

export const WorkOrder = defineEntity({
  module: 'workorder',
  name: 'workOrder',
  title: '工单',
  permission: 'operations:workOrder',
  paths: { list: `${WO}/select`, item: `${WO}/selectById/:id`, create: `${WO}/add`, update: `${WO}/update`, remove: `${WO}/:id` },
  calls: [
    { style: 'export', method: 'GET', path: `${WO}/export`, fileName: '工单' },
    transition('urgent', '加急', { method: 'PUT', path: `${WO}/urgent`, field: 'urgent', from: ['0', '1'], to: ['1', '0'], code: 'urgent' }),
    transition('assign', '派单', { method: 'PUT', path: `${WO}/assign`, field: 'state', from: ['0', '1'], to: ['1'], code: 'assign', fields: { assigneeId: assignee('处理人', { required: true }) } }),
    // The assignee's moves (the staff app's calls, docs/api.md); the desk may record them too with the handle code.
    transition('start', '开始处理', { path: `${WO}/start`, field: 'state', from: ['1'], to: ['2'], code: 'handle' }),
    transition('finish', '完成', { path: `${WO}/finish`, field: 'state', from: ['2'], to: ['3'], code: 'handle', fields: { finishPhotos: image('完成图片', 500) } }),
    transition('evaluate', '评价', {
      path: `${WO}/evaluate`,
      field: 'state',
      from: ['3'],
      to: ['4'],
      fields: { score: int('评分', { required: true, min: 1, max: 5 }), evaluation: textarea('评价内容', 200) },
    }),
    transition('cancel', '取消', { path: `${WO}/cancel`, field: 'state', from: ['0', '1', '2'], to: ['5'], fields: { cancelReason: reason('取消原因', { required: true }) } }),
  ],
  fields: {
    areaId: communityRef(),
    title: text('标题', 50, { required: true, search: 'contains' }),
    orderType: enumOf(WORK_ORDER_TYPE, '工单类型', { required: true, default: '1', search: 'equals' }),
    roomId: ref('base.room', '房屋', { search: 'equals', column: 'optional' }),
    content: textarea('内容', 500, { required: true }),
    reporterName: text('报事人', 30, { required: true, mask: 'name' }),
    reporterPhone: text('联系电话', 11, { required: true, pattern: 'mobile', mask: 'mobile', column: 'optional' }),
    photos: image('图片', 500),
    urgent: enumOf(WORK_ORDER_URGENT, '是否加急', { readOnly: true, default: '0', search: 'equals' }),
    state: enumOf(WORK_ORDER_STATE, '工单状态', { readOnly: true, default: '0', search: 'equals' }),
    assigneeId: ref('system.user', '处理人', { readOnly: true, search: 'equals' }),
    deadline: datetime('处理时限', { search: 'range', sortable: true }),
    finishPhotos: image('完成图片', 500, { readOnly: true }),
    score: int('评分', { readOnly: true, min: 1, max: 5, column: 'optional' }),
    evaluation: textarea('评价内容', 200, { readOnly: true }),
    createTime: createTime('登记时间', { column: 'optional' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  searchForm: ['areaId', 'title', 'state', 'urgent'],
});

export const WORKORDER_DICTIONARIES = [WORK_ORDER_TYPE, WORK_ORDER_STATE, WORK_ORDER_URGENT];
