import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 系统管理 (access and administration): the web side of the system module. Everything loads when first used:
 * a page with its texts, the menu titles with the layout.
 */
export const system = defineModule({
  name: 'system',
  pages: {
    'dict-management': () => import('./dict/DictPage.tsx').then((m) => m.DictPage),
    'logging-login': () => import('./log/LoginLogPage.tsx').then((m) => m.LoginLogPage),
    'logging-operation': () => import('./log/OperationLogPage.tsx').then((m) => m.OperationLogPage),
    'self-edit': () => import('./self/SelfPage.tsx').then((m) => m.SelfPage),
    'user-area-management': () => import('./user-area/UserAreaPage.tsx').then((m) => m.UserAreaPage),
    'user-management': () => import('./user/UserListPage.tsx').then((m) => m.UserListPage),
    'user-add': () => import('./user/UserFormPage.tsx').then((m) => m.UserAddPage),
    'user-edit': () => import('./user/UserFormPage.tsx').then((m) => m.UserEditPage),
    'department-management': () => import('./department/DepartmentPage.tsx').then((m) => m.DepartmentPage),
    'post-management': () => import('./post/PostPage.tsx').then((m) => m.PostPage),
    'workgroup-management': () => import('./work-group/WorkGroupListPage.tsx').then((m) => m.WorkGroupListPage),
    'workgroup-add': () => import('./work-group/WorkGroupFormPage.tsx').then((m) => m.WorkGroupAddPage),
    'workgroup-edit': () => import('./work-group/WorkGroupFormPage.tsx').then((m) => m.WorkGroupEditPage),
    'organization-management': () => import('./org/OrgPage.tsx').then((m) => m.OrgPage),
    'role-management': () => import('./role/RoleListPage.tsx').then((m) => m.RoleListPage),
    'role-add': () => import('./role/RoleFormPage.tsx').then((m) => m.RoleAddPage),
    'role-edit': () => import('./role/RoleFormPage.tsx').then((m) => m.RoleEditPage),
    'async-routes-config': () => import('./menu-editor/MenuEditorPage.tsx').then((m) => m.MenuEditorPage),
    'tenant-settings': () => import('./tenant-settings/TenantSettingsPage.tsx').then((m) => m.TenantSettingsPage),
    'tenant-management': () => import('./tenant-admin/TenantAdminPage.tsx').then((m) => m.TenantAdminPage),
    'online-sessions': () => import('./online-session/OnlineSessionPage.tsx').then((m) => m.OnlineSessionPage),
  },
  refTargets: {
    // 岗位 in the user form: an empty list says 先创建岗位 (RefEmpty).
    'system.post': () => import('./entities.ts').then((m) => ({ entity: m.SysPost, label: 'postName' })),
    // A cashier or a handler, named by account.
    'system.user': () => import('./entities.ts').then((m) => ({ entity: m.SysUser, label: 'username' })),
    // A department, by its name (the attendance records' 部门, a rule's 适用部门).
    'system.department': () => import('./entities.ts').then((m) => ({ entity: m.ComDepartment, label: 'departmentName' })),
    // A patrol plan's work group, by its name.
    'system.workGroup': () => import('./entities.ts').then((m) => ({ entity: m.SysWorkGroup, label: 'groupName' })),
  },
  texts: byLocale(import.meta.glob('./locales/*/system.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
});
