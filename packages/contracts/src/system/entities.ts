import { defineEntity } from '../platform/entity.ts';
import { datetime, text } from '../platform/fields.ts';

const STATUS = { kind: 'enum', dict: 'sys_common_status', values: ['0', '1'], search: 'equals' } as const;

/** Dictionary type (数据字典类型). */
export const SysDict = defineEntity({
  module: 'system',
  name: 'dict',
  title: '字典类型',
  permission: 'system:dict',
  paths: {
    list: '/base/api/sysdict/sysDictsByCriteria',
    item: '/base/api/sysdict/sysDicts/:id',
    create: '/base/api/sysdict/sysDicts',
    update: '/base/api/sysdict/sysDicts',
    remove: '/base/api/sysdict/sysDicts/:id',
  },
  fields: {
    dictCode: { kind: 'text', max: 100, required: true, pattern: 'code', search: 'contains', sortable: true, unique: true },
    dictName: { kind: 'text', max: 100, required: true, search: 'contains', sortable: true },
    status: { ...STATUS, required: true, default: '0' },
    remark: { kind: 'textarea', max: 500, column: false },
    createTime: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
  softDelete: true,
});

/** Dictionary item (字典项): one value/label pair of a dictionary type. */
export const SysDictItem = defineEntity({
  module: 'system',
  name: 'dictItem',
  title: '字典项',
  permission: 'system:dict',
  paths: {
    list: '/base/api/sysdict/sysDictItemsByCriteria',
    item: '/base/api/sysdict/sysDictItems/:id',
    create: '/base/api/sysdict/sysDictItems',
    update: '/base/api/sysdict/sysDictItems',
    remove: '/base/api/sysdict/sysDictItems/:id',
  },
  fields: {
    dictCode: { kind: 'text', max: 100, required: true, search: 'equals', column: false },
    value: { kind: 'text', max: 100, required: true, search: 'contains', sortable: true, unique: { within: ['dictCode'] } },
    // Unique within its type too: the spec looks items up by label (code + label → value).
    label: { kind: 'text', max: 100, required: true, search: 'contains', sortable: true, unique: { within: ['dictCode'] } },
    sort: { kind: 'int', min: 0, max: 9999, sortable: true, default: 0 },
    status: { ...STATUS, required: true, default: '0' },
    remark: { kind: 'textarea', max: 500, column: false },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
});

/** Login log (登录日志): one row per login attempt. Read-only. */
export const LoginLog = defineEntity({
  module: 'system',
  name: 'loginLog',
  title: '登录日志',
  permission: 'system:loginLog',
  paths: { list: '/zhwy/api/system/cscpLogLoginsByCriteria' },
  fields: {
    userName: { kind: 'text', max: 64, search: 'contains', readOnly: true },
    ip: { kind: 'text', max: 64, readOnly: true },
    time: { kind: 'datetime', readOnly: true, sortable: true },
    message: { kind: 'text', max: 500, readOnly: true },
    status: { kind: 'enum', dict: 'sys_log_status', values: ['0', '1'], search: 'equals', readOnly: true },
  },
  defaultSort: { field: 'time', order: 'desc' },
  softDelete: false,
});

/** Operation log (操作日志): one row per mutating call. Read-only. */
export const OperationLog = defineEntity({
  module: 'system',
  name: 'operationLog',
  title: '操作日志',
  permission: 'system:operationLog',
  paths: { list: '/zhwy/api/system/cscpLogOperationsByCriteria' },
  fields: {
    username: { kind: 'text', max: 64, search: 'contains', readOnly: true },
    uri: { kind: 'text', max: 500, search: 'contains', readOnly: true },
    ip: { kind: 'text', max: 64, readOnly: true },
    time: { kind: 'datetime', readOnly: true, sortable: true },
    params: { kind: 'textarea', max: 4000, readOnly: true },
    message: { kind: 'text', max: 500, readOnly: true },
    error: { kind: 'text', max: 2000, readOnly: true },
    status: { kind: 'enum', dict: 'sys_log_status', values: ['0', '1'], search: 'equals', readOnly: true },
  },
  defaultSort: { field: 'time', order: 'desc' },
  softDelete: false,
});

/**
 * User (用户), read-only for now: the spec's user list call, which the page assigning a user's communities lists.
 * Its filters are the spec's keys (`usernameLike`, …); its search box sends one text under every key (`…Or`), so a
 * user matches when any of the texts does.
 */
export const SysUser = defineEntity({
  module: 'system',
  name: 'user',
  title: '用户',
  permission: 'system:user',
  paths: { list: '/zhwy/api/system/cscpUserDetailsOr' },
  fields: {
    username: text('账号', 64, { readOnly: true, search: 'contains', param: 'usernameLike', sortable: true }),
    familyName: text('姓氏', 50, { readOnly: true, search: 'contains', param: 'familyNameLike' }),
    name: text('名字', 50, { readOnly: true, search: 'contains', param: 'nameLike' }),
    mobile: text('手机号码', 20, { readOnly: true, search: 'contains', param: 'mobileLike' }),
    email: text('邮箱', 100, { readOnly: true, search: 'contains', param: 'emailLike' }),
    discTitle: text('个人说明标题', 100, { readOnly: true, search: 'contains', param: 'discTitleLike', column: false }),
    discDetail: text('个人说明', 200, { readOnly: true, search: 'contains', param: 'discDetailLike', column: false }),
    status: { kind: 'enum', label: '状态', dict: 'sys_user_status', values: ['0', '1'], readOnly: true },
    lastLogin: datetime('最后登录', { readOnly: true, sortable: true }),
    registerTime: datetime('注册时间', { readOnly: true, sortable: true }),
  },
  defaultSort: { field: 'registerTime', order: 'asc' },
  softDelete: true,
  textFiltersMatchAny: true,
});

export const SYSTEM_ENTITIES = { SysDict, SysDictItem, LoginLog, OperationLog, SysUser };
