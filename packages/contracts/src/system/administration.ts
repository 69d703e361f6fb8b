import { defineEntity } from '../platform/entity.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { createTime, remark } from '../platform/presets.ts';
import { int, ref, refs, text } from '../platform/fields.ts';

const STATUS = { kind: 'enum', label: '状态', dict: 'sys_common_status', values: ['0', '1'], search: 'equals' } as const;

/**
 * Department (部门, the spec's ComDepartment): a tree per tenant. `parentId` 0 is a top-level department;
 * `ancestors` (server-kept, `0,3,7`) is the path from the root, so a subtree is found without recursion and a user's
 * `departmentIds` (the cascader's path) is `ancestors` minus the 0 plus the department's own id. Each department has
 * the communities it serves (`areaIds`, a comma list): choosing it on the user form offers those communities.
 */
export const ComDepartment = defineEntity({
  module: 'system',
  name: 'department',
  title: '部门',
  permission: 'system:department',
  paths: crudPaths('/api/zhwy/ComDepartment', { list: '/api/zhwy/ComDepartment/queryPageList' }),
  fields: {
    departmentName: text('部门名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['parentId'] } }),
    parentId: int('上级部门', { min: 0, default: 0, search: 'equals' }),
    ancestors: text('祖级路径', 500, { readOnly: true, column: false }),
    orderby: int('排序', { min: 0, max: 9999, default: 1, sortable: true }),
    leaderId: ref('system.user', '负责人'),
    phone: text('联系电话', 20, { pattern: 'mobile' }),
    areaIds: refs('base.community', '管理小区', 2000),
    status: { ...STATUS, required: true, default: '0' },
    remark: remark(),
    createTime: createTime(),
  },
  defaultSort: { field: 'orderby', order: 'asc' },
  softDelete: true,
});

/** Post (岗位): what a user's `post` names; the user list shows its name as `poster`. */
export const SysPost = defineEntity({
  module: 'system',
  name: 'post',
  title: '岗位',
  permission: 'system:post',
  paths: crudPaths('/zhwy/api/zhwy_admin/post', { list: '/zhwy/api/zhwy_admin/post/queryPageList' }),
  fields: {
    postCode: text('岗位编码', 32, { required: true, pattern: 'code', search: 'contains', sortable: true, unique: true }),
    postName: text('岗位名称', 50, { required: true, search: 'contains', sortable: true, unique: true }),
    sort: int('排序', { min: 0, max: 9999, default: 1, sortable: true }),
    status: { ...STATUS, required: true, default: '0' },
    remark: remark(),
    createTime: createTime(),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
});

/**
 * Work group (工作组): a named set of staff (sys_work_group_user), optionally hung under an organisation (orgId).
 * The list is the spec's `cscpWorkGroupsOr` (groupName, description; one search text under both keys).
 */
export const SysWorkGroup = defineEntity({
  module: 'system',
  name: 'workGroup',
  title: '工作组',
  permission: 'system:workGroup',
  paths: { list: '/zhwy/api/system/cscpWorkGroupsOr' },
  fields: {
    groupName: text('名称', 50, { required: true, search: 'contains', param: 'groupName', sortable: true }),
    description: text('描述', 200, { required: true, search: 'contains', param: 'description' }),
    orgId: int('所属组织', { min: 0, max: Number.MAX_SAFE_INTEGER, column: false }),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'asc' },
  softDelete: true,
  textFiltersMatchAny: true,
});

export const ADMINISTRATION_ENTITIES = { ComDepartment, SysPost, SysWorkGroup };
