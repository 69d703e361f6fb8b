import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { datetime, defineDict, enumOf, int, text } from '../platform/fields.ts';
import { PERMISSIONS } from './permissions.ts';

export * from './log-messages.ts';

/** 性别: '1' male, '2' female (spec §2; the dictionary sys_user_sex). */
export const USER_SEX = defineDict('sys_user_sex', '性别', { '1': '男', '2': '女' });

const STATUS = { kind: 'enum', dict: 'sys_common_status', values: ['0', '1'], search: 'equals' } as const;

/** Dictionary type (数据字典类型). */
export const SysDict = defineEntity({
  module: 'system',
  name: 'dict',
  title: '字典类型',
  permission: 'system:dict',
  paths: crudPaths('/base/api/sysdict/sysDicts', { list: '/base/api/sysdict/sysDictsByCriteria' }),
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
  paths: crudPaths('/base/api/sysdict/sysDictItems', { list: '/base/api/sysdict/sysDictItemsByCriteria' }),
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

/**
 * `message` is the Chinese text a log row was written with (what older rows and other clients read); `messageKey`
 * names the same message for the web app to word in the reader's language (`system.logMessages.<key>`), with its
 * parameters as a JSON object in `messageParams`. Rows written before the keys existed have neither.
 */
const LOG_MESSAGE_KEY = {
  messageKey: text('信息键', 100, { readOnly: true, column: false }),
  messageParams: text('信息参数', 500, { readOnly: true, column: false }),
};

/** Login log (登录日志): one row per login attempt. Read-only. */
export const LoginLog = defineEntity({
  module: 'system',
  name: 'loginLog',
  title: '登录日志',
  permission: 'system:loginLog',
  paths: { list: '/zhwy/api/system/cscpLogLoginsByCriteria' },
  // The export is registered by the log module itself (personal data in the texts masked, see log/routes.ts).
  calls: [{ style: 'export', method: 'GET', path: '/zhwy/api/system/cscpLogLogins/export', fileName: '登录日志' }],
  fields: {
    userName: text('用户名', 64, { search: 'contains', readOnly: true }),
    ip: text('IP 地址', 64, { readOnly: true }),
    time: datetime('登录时间', { readOnly: true, sortable: true, search: 'range' }),
    message: text('操作信息', 500, { readOnly: true }),
    status: { kind: 'enum', label: '状态', dict: 'sys_log_status', values: ['0', '1'], search: 'equals', readOnly: true },
    ...LOG_MESSAGE_KEY,
  },
  defaultSort: { field: 'time', order: 'desc' },
  softDelete: false,
});

/**
 * Who reads the logs' free texts (parameters, messages, errors) in clear, through the detail's logged 查看明文 call:
 * whoever may read residents in clear (base's RESIDENT_UNMASK, written here as base's contracts import these). Every
 * other read masks the personal data in them (maskedReads).
 */
export const LOG_UNMASK = 'base:resident:unmask';

/** Operation log (操作日志): one row per mutating call. Read-only. */
export const OperationLog = defineEntity({
  module: 'system',
  name: 'operationLog',
  title: '操作日志',
  permission: 'system:operationLog',
  paths: { list: '/zhwy/api/system/cscpLogOperationsByCriteria' },
  calls: [{ style: 'export', method: 'GET', path: '/zhwy/api/system/cscpLogOperations/export', fileName: '操作日志' }],
  fields: {
    username: text('操作人', 64, { search: 'contains', readOnly: true }),
    uri: text('访问路径', 500, { search: 'contains', readOnly: true }),
    ip: text('IP 地址', 64, { readOnly: true }),
    time: datetime('操作时间', { readOnly: true, sortable: true, search: 'range' }),
    params: { kind: 'textarea', label: '请求参数', max: 4000, readOnly: true },
    message: text('操作信息', 500, { readOnly: true }),
    error: text('错误信息', 2000, { readOnly: true }),
    status: { kind: 'enum', label: '状态', dict: 'sys_log_status', values: ['0', '1'], search: 'equals', readOnly: true },
    ...LOG_MESSAGE_KEY,
  },
  defaultSort: { field: 'time', order: 'desc' },
  softDelete: false,
  maskedReads: true,
  unmask: LOG_UNMASK,
});

/** The two log fields that say what `message` says as a text key and its parameters (see LOG_MESSAGE_KEY). */
export const LOG_KEY_FIELDS = ['messageKey', 'messageParams'] as const;

/** Clean-up of old log rows (清理): the number of days to keep, 1 to 3650. */
export const LOG_CLEAN_DAYS = { min: 1, max: 3650 } as const;

/**
 * User (用户): the spec's user row (`cscpUserDetailsOr`, which the user screens and the page assigning a user's
 * communities list). Its filters are the spec's keys (`usernameLike`, …); its search box sends one text under every
 * key (`…Or`), so a user matches when any of the texts does. departmentName and poster (the post's name) are read
 * from the user's department and post. Writes go through the spec's own calls (`cscpUserDetails`, see user.ts),
 * whose body rules come from these fields. Mobile and e-mail are masked for callers without the user-edit code
 * (the server's list, detail and pickers; issue 20).
 */
export const SysUser = defineEntity({
  module: 'system',
  name: 'user',
  title: '用户',
  permission: 'system:user',
  paths: { list: '/zhwy/api/system/cscpUserDetailsOr' },
  fields: {
    username: text('账号', 64, { required: true, search: 'contains', param: 'usernameLike', sortable: true }),
    familyName: text('姓氏', 50, { search: 'contains', param: 'familyNameLike' }),
    name: text('名字', 50, { required: true, search: 'contains', param: 'nameLike' }),
    departmentName: text('部门', 50, { readOnly: true, sortable: true }),
    mobile: text('手机号码', 20, { required: true, pattern: 'mobile', search: 'contains', param: 'mobileLike', mask: 'mobile' }),
    userNo: text('工号', 50, { sortable: true, column: 'optional' }),
    sex: enumOf(USER_SEX, '性别', { required: true, column: 'optional' }),
    poster: text('岗位', 50, { readOnly: true, column: 'optional' }),
    email: text('邮箱', 100, { search: 'contains', param: 'emailLike', mask: 'email', column: 'optional' }),
    discTitle: text('个人说明标题', 100, { search: 'contains', param: 'discTitleLike', column: false }),
    discDetail: text('个人说明', 200, { search: 'contains', param: 'discDetailLike', column: false }),
    status: { kind: 'enum', label: '状态', dict: 'sys_user_status', values: ['0', '1'], readOnly: true },
    lastLogin: datetime('最后登录', { readOnly: true, sortable: true }),
    registerTime: datetime('注册时间', { readOnly: true, sortable: true }),
    departmentId: int('部门', { readOnly: true, column: false }),
    post: int('岗位', { readOnly: true, column: false }),
    isContact: int('设为短信联系人', { min: 0, max: 1, default: 0, column: false }),
  },
  defaultSort: { field: 'registerTime', order: 'asc' },
  softDelete: true,
  textFiltersMatchAny: true,
  // Staff mobiles and e-mails in clear for the user editors only (who must see what they edit), in every read.
  unmask: PERMISSIONS.user.edit,
});

export const SYSTEM_ENTITIES = { SysDict, SysDictItem, LoginLog, OperationLog, SysUser };
