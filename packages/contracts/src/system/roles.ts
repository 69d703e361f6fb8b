import { z } from 'zod';
import { defineEntity } from '../platform/entity.ts';
import { int, text } from '../platform/fields.ts';
import { idSchema } from '../platform/entity.ts';

/**
 * Role (角色): a name, an extension attribute (roleExtent) and the menus it grants (sys_role_menu). The definition
 * serves the option list (`cscpRolessByCriteria`: paging, sorting and filters like every list); the role's own
 * calls (get, create, update, delete, grants) are written by hand because of the built-in administrator's rules.
 */
export const SysRole = defineEntity({
  module: 'system',
  name: 'role',
  title: '角色',
  permission: 'system:role',
  paths: { list: '/zhwy/api/system/cscpRolessByCriteria' },
  fields: {
    name: text('名称', 50, { required: true, search: 'contains', sortable: true }),
    roleExtent: text('扩展属性', 200),
    parentId: int('上级角色', { min: 0, default: 0 }),
    icon: text('图标', 100),
  },
  defaultSort: { field: 'name', order: 'asc' },
  softDelete: false,
});

export const ROLE_NAME_MAX = 50;
export const ROLE_EXTENT_MAX = 200;

/** The role form's body (POST creates; PUT updates and carries the id). Unknown keys are refused. */
export const roleBodySchema = z
  .object({
    id: idSchema.optional(),
    name: z.string().trim().max(ROLE_NAME_MAX).nullish(),
    roleExtent: z.string().trim().max(ROLE_EXTENT_MAX).nullish(),
    parentId: z.number().int().min(0).nullish(),
    icon: z.string().trim().max(100).nullish(),
  })
  .strict();

/** One role as `GET cscpRoless/{id}` answers it. */
export const RoleRow = z.object({
  id: z.number(),
  name: z.string(),
  roleExtent: z.string().nullable(),
  parentId: z.number(),
  icon: z.string().nullable(),
  builtinAdmin: z.boolean(),
});

/** A node of the role's menu tree (`menu/queryByRoleId`): checked = granted and not half-checked. */
export type RoleMenuNode = { id: number; title: string; name: string; type: string; checked: boolean; items: RoleMenuNode[] };
export const RoleMenuNode: z.ZodType<RoleMenuNode> = z.lazy(() =>
  z.object({ id: z.number(), title: z.string(), name: z.string(), type: z.string(), checked: z.boolean(), items: z.array(RoleMenuNode) }),
);
