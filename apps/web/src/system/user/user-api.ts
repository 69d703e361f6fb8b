import type { DepartmentNode, PostOption, UserDetail } from '@zhwy/contracts';
import { type Envelope, type Page, http } from '../../platform/http/client.ts';
import { encryptPassword } from '../../platform/http/password.ts';
import { loadTenant, useSession } from '../../platform/session/store.ts';

/** The user screens' calls (spec §7 "Users"), in one place. */
export const USER_PATHS = {
  detail: '/zhwy/api/system/cscpUserDetailsByUserId',
  exists: '/zhwy/api/system/cscpUserExistByUsername',
  save: '/zhwy/api/system/cscpUserDetails',
  remove: (id: number) => `/zhwy/api/system/cscpUsers/${id}`,
  status: '/zhwy/api/zhwy_admin/user/updateStatusByUserId',
  resetPassword: '/zhwy/api/zhwy_admin/user/resetPassword',
  unlock: '/zhwy/api/zhwy_admin/user/unlock',
  departments: '/api/zhwy/ComDepartment/selectComDepartmentList',
  posts: '/zhwy/api/zhwy_admin/post/queryList',
  roles: '/zhwy/api/system/cscpRolessByCriteria',
};

export type RoleOption = { id: number; name: string; icon?: string | null };

export const loadUser = async (userId: number) => (await http.get<Envelope<UserDetail>>(USER_PATHS.detail, { userId })).data;
export const usernameExists = async (username: string) => (await http.get<Envelope<boolean>>(USER_PATHS.exists, { username }, { silent: true })).data;
export const loadDepartments = async () => (await http.get<Envelope<DepartmentNode[]>>(USER_PATHS.departments)).data;
export const loadPosts = async () => (await http.get<Envelope<PostOption[]>>(USER_PATHS.posts)).data;
export const loadRoles = async () => (await http.get<Page<RoleOption>>(USER_PATHS.roles, { page: 0, size: 1000 })).data;

/** A password as the server takes it (AES, or RSA with the option), as the login sends it. */
export const encrypted = async (plain: string) => {
  const tenant = useSession.getState().tenant ?? (await loadTenant());
  if (!tenant) throw new Error(useSession.getState().tenantError ?? '');
  return encryptPassword(plain, tenant);
};

/** The department whose id is `id`, anywhere in the tree. */
export const findDepartment = (nodes: readonly DepartmentNode[], id: number): DepartmentNode | null => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children, id);
    if (found) return found;
  }
  return null;
};

/** The ids of a comma list (`'1,2'`), in order; empty for none. */
export const idsOf = (value: string | null | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** The user list (kept alive in its tab) reloads after a save on the add or edit page. */
const listeners = new Set<() => void>();
export const notifyUsersChanged = () => listeners.forEach((listener) => listener());
export const onUsersChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
