import { MAX_PAGE_SIZE, type RoleMenuNode, SysRole } from '@zhwy/contracts';
import { type Envelope, type Page, http } from '../../platform/http/client.ts';

/** A role as the list and `GET cscpRoless/{id}` answer it. */
export type Role = { id: number; name: string; roleExtent: string | null; parentId: number | null; icon: string | null; builtinAdmin?: boolean };
export type RoleInput = { name: string; roleExtent?: string | null; parentId?: number | null };

const BASE = '/zhwy/api/system';

/** Every role of the tenant (the spec: 1,000 rows, the user form's options too). */
export const loadRoles = async (): Promise<Role[]> =>
  (await http.get<Page<Role>>(SysRole.paths.list, { page: 0, size: MAX_PAGE_SIZE, sort: 'id,asc' }, { silent: true })).data;

/** `silent`: the pages show the spec's own messages (角色数据初始化失败, 创建新角色失败 …). */
export const loadRole = (id: number) => http.get<Role>(`${BASE}/cscpRoless/${id}`, undefined, { silent: true });
export const createRole = (input: RoleInput) => http.post<Role>(`${BASE}/cscpRoless`, input, { silent: true });
export const updateRole = (id: number, input: RoleInput) => http.put<Role>(`${BASE}/cscpRoless`, { id, ...input }, { silent: true });
export const deleteRole = (id: number) => http.delete(`${BASE}/cscpRoless/${id}`, { silent: true });

/** The tenant's menu tree with the role's grants checked (no id: the whole tree unchecked, for a new role). */
export const loadRoleMenus = async (roleId: number | null): Promise<RoleMenuNode[]> =>
  (await http.post<{ items: RoleMenuNode[] }>(`${BASE}/menu/queryByRoleId`, undefined, { form: { roles: roleId ? String(roleId) : '' }, silent: true })).items;

/** Replaces the role's grants: the checked and the half-checked ids (the server stores which are half-checked). */
export const saveRoleMenus = (roleId: number, menuIds: readonly (number | string)[]) =>
  http.post<Envelope<unknown>>(`${BASE}/menu/save`, undefined, { form: { roles: String(roleId), menus: menuIds.join(','), permissions: '' }, silent: true });

/** The list page reloads when a form page saved (the list stays mounted in its tab meanwhile). */
const listeners = new Set<() => void>();
export const notifyRolesChanged = () => listeners.forEach((listener) => listener());
export const onRolesChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
