import { PERMISSIONS } from '@zhwy/contracts';
import type { MenuSeed } from '../platform/module.ts';

const buttons = (group: { add: string; edit: string; delete: string }, noun: string): MenuSeed[] => [
  { name: `${noun}-add`, title: '新增', type: 'button', permissionCode: group.add },
  { name: `${noun}-edit`, title: '编辑', type: 'button', permissionCode: group.edit },
  { name: `${noun}-delete`, title: '删除', type: 'button', permissionCode: group.delete },
];

/** The system module's menu tree. Names are stable keys (the start's sync and the web's `menu.<name>` labels). */
export const SYSTEM_MENUS: MenuSeed[] = [
  {
    name: 'system',
    title: '系统管理',
    type: 'menu1',
    url: '/system',
    icon: 'SettingOutlined',
    readOnly: true,
    children: [
      {
        name: 'dict-management',
        title: '数据字典',
        type: 'menu2',
        url: '/system/dict',
        icon: 'BookOutlined',
        component: 'dict-management',
        permissionCode: PERMISSIONS.dict.list,
        readOnly: true,
        children: buttons(PERMISSIONS.dict, 'dict'),
      },
      {
        name: 'logging-login',
        title: '登录日志',
        type: 'menu2',
        url: '/system/login-log',
        icon: 'LoginOutlined',
        component: 'logging-login',
        permissionCode: PERMISSIONS.loginLog.list,
        readOnly: true,
        children: [{ name: 'logging-login-unlock', title: '解锁', type: 'button', permissionCode: PERMISSIONS.loginLog.unlock }],
      },
      {
        name: 'logging-operation',
        title: '操作日志',
        type: 'menu2',
        url: '/system/operation-log',
        icon: 'FileSearchOutlined',
        component: 'logging-operation',
        permissionCode: PERMISSIONS.operationLog.list,
        readOnly: true,
      },
      {
        // The user list with one action, until the user screens of the administration issue exist.
        name: 'user-area-management',
        title: '用户小区授权',
        type: 'menu2',
        url: '/system/user-area',
        icon: 'TeamOutlined',
        component: 'user-area-management',
        permissionCode: PERMISSIONS.user.list,
        // A tenant synced before this page keeps the button where it was (the sync keeps an item's parent).
        children: [{ name: 'user-area', title: '分配小区', type: 'button', permissionCode: PERMISSIONS.user.area }],
      },
      {
        // The tenant's login settings (issue 11): the built-in administrator role sees it; other roles when granted.
        name: 'tenant-settings',
        title: '租户设置',
        type: 'menu2',
        url: '/system/tenant-settings',
        icon: 'SafetyOutlined',
        component: 'tenant-settings',
        permissionCode: PERMISSIONS.tenant.settings,
      },
      { name: 'file-upload', title: '上传文件', type: 'button', permissionCode: PERMISSIONS.file.upload },
    ],
  },
  { name: 'self-edit', title: '个人中心', type: 'non-menu', url: '/self-edit', icon: 'UserOutlined', component: 'self-edit', readOnly: true },
];
