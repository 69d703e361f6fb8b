import { actionCode } from '../platform/action-codes.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { defineDict, enumOf, int, money, ref, text, textarea } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';

/**
 * 用户资金 (spec: base-data-and-billing.md §3 "User funds", "User funds detail", §7 "Fund config"; docs/billing.md
 * "User funds"): one account per resident and room holding a balance in cents, its ledger of movements, and each
 * community's fund configuration. The balance is always the sum of the account's movements: a movement is written
 * only with the balance it leaves, under the account's row lock, and never edited or removed afterwards.
 */

/** 变动类型 of a movement (the ledger's feeType): the sign of its amount follows from it, except an adjustment's. */
export const FUNDS_MOVE_TYPE = defineDict('funds_move_type', '资金变动类型', { '1': '充值', '2': '缴费', '3': '退款', '4': '调整' }, { '1': 'success', '2': 'processing', '3': 'warning', '4': 'default' });
export const FUNDS_STATE = defineDict('funds_state', '启用状态', { '1': '启用', '0': '停用' }, { '1': 'success', '0': 'default' });

/** The largest amount of one movement, balance or limit: 10 000 000.00 元. */
export const FUNDS_MAX_CENTS = 10_000_000_00;

/** The account's place and names, read from the resident and the room (views user_funds_list, user_funds_detail_list), never stored. */
const PLACE_FIELDS = {
  buildingId: ref('base.building', '楼栋', { readOnly: true, search: 'equals', column: false }),
  unitId: ref('base.unit', '单元', { readOnly: true, search: 'equals', column: false }),
  floor: int('楼层', { readOnly: true, column: false }),
  areaName: text('小区名称', 100, { readOnly: true, column: false }),
  buildingName: text('楼栋名称', 100, { readOnly: true, column: false }),
  unitName: text('单元名称', 100, { readOnly: true, column: false }),
  roomNo: text('房号', 100, { readOnly: true, column: false }),
} as const;
/** The fields a list reads from the resident and the room rather than from its own row. */
export const FUNDS_READ_FIELDS = ['residentName', 'buildingId', 'unitId', 'floor', 'areaName', 'buildingName', 'unitName', 'roomNo'] as const satisfies readonly ('residentName' | keyof typeof PLACE_FIELDS)[];

const USER_FUNDS = '/api/zhwy/user-funds';
/** 充值: the account's own call (its own permission code, a button of the 用户资金 page). */
export const FUNDS_RECHARGE = actionCode({ permission: 'funds:account' }, 'recharge');

/**
 * 用户资金: a resident's account for one room of a community. `balance` is kept by the movements (read-only);
 * `useLimit` (使用额度) is the most one payment may take from it (empty: no limit, 0: the funds pay nothing).
 */
export const UserFunds = defineEntity({
  module: 'funds',
  name: 'userFunds',
  title: '用户资金',
  permission: 'funds:account',
  paths: { list: `${USER_FUNDS}/getList`, item: `${USER_FUNDS}/getById/:id`, create: USER_FUNDS },
  calls: [
    { style: 'export', method: 'POST', path: `${USER_FUNDS}/export`, fileName: '用户资金' },
    // 使用额度: only `useLimit` is taken (the account's resident and room never change).
    { style: 'update', method: 'POST', path: `${USER_FUNDS}/useLimit` },
  ],
  fields: {
    areaId: communityRef(),
    residentId: ref('base.resident', '住户', { required: true, search: 'equals', column: false, unique: { within: ['roomId'] } }),
    residentName: text('住户姓名', 255, { readOnly: true, search: 'contains', mask: 'name' }),
    roomId: ref('base.room', '房屋', { required: true, search: 'equals' }),
    ...PLACE_FIELDS,
    balance: money('余额（元）', { readOnly: true, sortable: true, search: 'range' }),
    useLimit: money('使用额度（元）', { min: 0, max: FUNDS_MAX_CENTS }),
    createTime: createTime('开户时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  searchForm: ['areaId', 'residentName', 'buildingId', 'balance'],
});

/**
 * 资金明细: one movement of an account. `rechargeLimit` is its signed amount (+ 充值 and 退款, − 缴费, either for an
 * adjustment), `actualLimit` the balance it left. Created only with the account locked; update changes the remark
 * only; delete is refused (a correction is a new 调整).
 */
export const UserFundsDetail = defineEntity({
  module: 'funds',
  name: 'userFundsDetail',
  title: '资金明细',
  permission: 'funds:detail',
  paths: crudPaths('/api/zhwy/user-funds-detail'),
  calls: [],
  fields: {
    fundsId: ref('funds.userFunds', '资金账户', { required: true, search: 'equals', column: false }),
    areaId: communityRef({ readOnly: true }),
    residentId: ref('base.resident', '住户', { readOnly: true, search: 'equals', column: false }),
    residentName: text('住户姓名', 255, { readOnly: true, search: 'contains', mask: 'name' }),
    roomId: ref('base.room', '房屋', { readOnly: true, search: 'equals' }),
    ...PLACE_FIELDS,
    feeType: enumOf(FUNDS_MOVE_TYPE, '变动类型', { required: true, search: 'equals' }),
    rechargeLimit: money('变动金额（元）', { required: true, min: -FUNDS_MAX_CENTS, max: FUNDS_MAX_CENTS, search: 'range' }),
    actualLimit: money('变动后余额（元）', { readOnly: true }),
    orderNo: text('关联单号', 50, { readOnly: true, search: 'equals', column: 'optional' }),
    remark: textarea('备注', 255, { column: true }),
    createTime: createTime('变动时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
  searchForm: ['areaId', 'residentName', 'feeType', 'createTime'],
});

const FUND_CONFIG = '/api/zhwy/fund-config';
/**
 * 资金配置 of a community: whether its residents' funds are in use (recharge, payment), the least and the most one
 * recharge may be. The fee items the funds may pay are those with 可用余额缴费 = 是 (the fee item's `fundsPayable`).
 */
export const FundConfig = defineEntity({
  module: 'funds',
  name: 'fundConfig',
  title: '资金配置',
  permission: 'funds:config',
  paths: crudPaths(FUND_CONFIG, { list: `${FUND_CONFIG}/getList`, item: `${FUND_CONFIG}/getById/:id` }),
  calls: [{ style: 'delete', method: 'POST', path: `${FUND_CONFIG}/deleteConfig/:id` }],
  fields: {
    areaId: communityRef({ unique: true }),
    state: enumOf(FUNDS_STATE, '启用状态', { required: true, default: '1', search: 'equals' }),
    minRecharge: money('最低充值金额（元）', { required: true, min: 1, max: FUNDS_MAX_CENTS, default: 100 }),
    maxRecharge: money('单次充值上限（元）', { min: 1, max: FUNDS_MAX_CENTS }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

export const FUNDS_DICTIONARIES = [FUNDS_MOVE_TYPE, FUNDS_STATE];
